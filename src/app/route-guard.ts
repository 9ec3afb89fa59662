import type { RemitoneStatus } from '@/api/contract.ts';
import { href, routes, type RouteDef } from '@/config/paths.ts';

/** What the guard knows of the visitor. */
export interface GuardSession {
  authenticated: boolean;
  /** From the profile when loaded, else from the user (spec: route guard). */
  remitoneStatus: RemitoneStatus | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * The route guard: a signed-out visitor on a protected route goes to the login page, which
 * remembers where they were going; a signed-in user whose remitone status is not valid goes to
 * /account-locked unless the route is allowed while locked.
 */
export function guardRoute(route: RouteDef, session: GuardSession, location: string): GuardDecision {
  if (route.access === 'public') return ALLOW;
  if (!session.authenticated) return { kind: 'redirect', to: href.loginThen(location) };
  if (session.remitoneStatus !== 'valid' && session.remitoneStatus !== null && !route.whileLocked) {
    return { kind: 'redirect', to: routes.accountLocked.pattern };
  }
  return ALLOW;
}

/** The route a pathname belongs to; specific patterns win over parameters ('/beneficiaries/new'). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const all = Object.values(routes) as RouteDef[];
  const exact = all.find((route) => route.pattern === pathname);
  if (exact) return exact;
  return all.find((route) => patternRegex(route.pattern).test(pathname));
}

function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The `next` location after login: an internal path only, never another site. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  const route = matchRoute(next.split(/[?#]/)[0] ?? '');
  return route && route.pattern !== '/' && route.pattern !== '/login' ? next : fallback;
}
