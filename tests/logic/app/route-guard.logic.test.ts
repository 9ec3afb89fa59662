import { describe, expect, it } from 'vitest';
import type { RemitoneStatus } from '@/api/contract.ts';
import { guardRoute, type GuardDecision, type GuardSession } from '@/app/route-guard.ts';
import { ROUTE_TABLE } from '@/app/route-table.tsx';
import { routes, type RouteName } from '@/config/paths.ts';
import { matchRoute } from '@/config/route-match.ts';

/**
 * Spec doc 1 §2 (routes and 'Route guard'), doc 2 §6, written out here rather than read from
 * the route table, so a wrong flag in the table fails: who may open each route.
 *  - public: anyone;
 *  - locked: signed in, whatever the remitone status (the spec's list for a status not valid);
 *  - valid: signed in with a valid remitone status only.
 */
const ACCESS: Record<RouteName, 'public' | 'locked' | 'valid'> = {
  login: 'public',
  loginAlias: 'public',
  register: 'public',
  resetPasswordLink: 'public',
  passwordReset: 'public',
  accountLocked: 'public',
  deleteAccount: 'public',
  kycLink: 'public',
  kycLinkQuery: 'public',
  kycComplete: 'public',
  // The spec's list: /profile, /transactions, /change-password, /profile/update, /beneficiaries,
  // /beneficiaries/new, /beneficiaries/{slug}.
  profile: 'locked',
  transactions: 'locked',
  changePassword: 'locked',
  profileUpdate: 'locked',
  beneficiaries: 'locked',
  beneficiaryNew: 'locked',
  beneficiaryUpdate: 'locked',
  // Everything else needs a valid account; a transaction's page has Make Payment.
  countrySelection: 'valid',
  sendMoney: 'valid',
  sendMoneyOther: 'valid',
  transactionDetail: 'valid',
  checkout: 'valid',
  addBeneficiary: 'valid',
  upgradeAccount: 'valid',
  upgradeLimited: 'valid',
  upgradeUnlimited: 'valid',
  share: 'valid',
};

/** A URL of the route, its parameters filled in ('/transactions/:slug' -> '/transactions/ZW10000007'). */
const urlOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'ZW10000007');

const ALLOW: GuardDecision = { kind: 'allow' };
const LOCKED: GuardDecision = { kind: 'redirect', to: '/account-locked' };

type Visitor = 'signed out' | RemitoneStatus;
const VISITORS: Visitor[] = ['signed out', 'valid', 'blocked', 'expired'];

function sessionOf(visitor: Visitor): GuardSession {
  return visitor === 'signed out'
    ? { authenticated: false, remitoneStatus: null }
    : { authenticated: true, remitoneStatus: visitor };
}

function expected(access: 'public' | 'locked' | 'valid', visitor: Visitor, url: string): GuardDecision {
  if (access === 'public') return ALLOW;
  if (visitor === 'signed out') return { kind: 'redirect', to: `/?next=${encodeURIComponent(url)}` };
  if (access === 'valid' && visitor !== 'valid') return LOCKED;
  return ALLOW;
}

const nameOf = (pattern: string) =>
  (Object.keys(routes) as RouteName[]).find((name) => routes[name].pattern === pattern);

const cases = ROUTE_TABLE.flatMap((entry) =>
  VISITORS.map((visitor) => ({ entry, visitor, url: urlOf(entry.route.pattern) })),
);

describe('guardRoute: every route of the route table, signed out, valid, blocked and expired', () => {
  it('classifies every route of the table (a new route must be added above)', () => {
    expect(ROUTE_TABLE.map((entry) => nameOf(entry.route.pattern)).sort()).toEqual(
      (Object.keys(ACCESS) as RouteName[]).sort(),
    );
  });

  it.each(cases)('$entry.route.pattern, $visitor', ({ entry, visitor, url }) => {
    const name = nameOf(entry.route.pattern)!;
    expect(guardRoute(entry.route, sessionOf(visitor), url)).toEqual(expected(ACCESS[name], visitor, url));
  });
});

describe('guardRoute: the URLs a locked account must not open', () => {
  it.each([
    ['/transactions/ZW10000007', 'blocked'],
    ['/transactions/ZW10000007', 'expired'],
    ['/transactions/ZW10000007?payment=card', 'blocked'],
    ['/checkout/ZW10000007', 'blocked'],
    ['/checkout/ZW10000007', 'expired'],
    ['/send-money', 'blocked'],
    ['/send-money-other', 'expired'],
  ] as const)('%s while %s -> /account-locked', (url, status) => {
    const route = matchRoute(url.split('?')[0]!)!;
    expect(guardRoute(route, { authenticated: true, remitoneStatus: status }, url)).toEqual(LOCKED);
  });

  it.each(['/transactions', '/beneficiaries/new', '/beneficiaries/B1', '/profile/update'])(
    '%s stays open while blocked',
    (url) => {
      const route = matchRoute(url)!;
      expect(guardRoute(route, { authenticated: true, remitoneStatus: 'blocked' }, url)).toEqual(ALLOW);
    },
  );

  it('lets a valid account open a transaction', () => {
    const url = '/transactions/ZW10000007';
    expect(guardRoute(matchRoute(url)!, { authenticated: true, remitoneStatus: 'valid' }, url)).toEqual(
      ALLOW,
    );
  });
});
