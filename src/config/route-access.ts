import type { RouteDef } from './paths.ts';

/**
 * Spec §4 'Remitone status' (valid, blocked, expired): anything not valid locks the account.
 * No status at all (no user known) locks nothing.
 */
export function isLocked(remitoneStatus: string | null | undefined): boolean {
  return remitoneStatus !== null && remitoneStatus !== undefined && remitoneStatus !== 'valid';
}

/**
 * Whether a signed-in user with this remitone status may open the route (spec: route guard): a
 * public route or one allowed while locked always, any other only while the status is valid.
 */
export function mayOpen(route: RouteDef, remitoneStatus: string | null | undefined): boolean {
  return route.access === 'public' || route.whileLocked || !isLocked(remitoneStatus);
}
