/**
 * The last two in-app locations (path and query), recorded by the SessionGuardian, so a page
 * can send the user back where they were inside the app (never to another site, never out).
 */
let current: string | undefined;
let previous: string | undefined;

/** Records the location the app now shows. */
export function recordLocation(location: string): void {
  if (location === current) return;
  previous = current;
  current = location;
}

/** The in-app location shown before `here` (when `here` is already recorded, the one before it). */
export function locationBefore(here: string): string | undefined {
  return current === here ? previous : current;
}

/** Forgets the trail (tests). */
export function resetNavigationTrail(): void {
  current = undefined;
  previous = undefined;
}
