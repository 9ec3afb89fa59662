import type { RemitoneStatus } from '@/api/contract.ts';
import { href, routes, type RouteDef } from '@/config/paths.ts';
import { mayOpen } from '@/config/route-access.ts';

/** Moved to src/config/route-match.ts so features can use them; re-exported for existing imports. */
export { matchRoute, safeNext } from '@/config/route-match.ts';

/** What the guard knows of the visitor. */
export interface GuardSession {
  authenticated: boolean;
  /** The profile's (loaded or cached) when it has one, else the user's (spec: route guard). */
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
  if (!mayOpen(route, session.remitoneStatus)) return { kind: 'redirect', to: routes.accountLocked.pattern };
  return ALLOW;
}
