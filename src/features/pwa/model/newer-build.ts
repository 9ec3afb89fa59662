import type { VersionMeta } from '@/api/contract.ts';

/** How much later a build with another build number must be to count as newer (spec §9). */
export const NEWER_BUILD_MIN_GAP_MS = 60_000;

/**
 * Whether `latest` (from /meta.json) is newer than the running build: its version differs, or
 * its build number differs and it was built more than 60 s later. Identical builds are not newer.
 */
export function isNewerBuild(current: VersionMeta, latest: VersionMeta): boolean {
  if (latest.version !== current.version) return true;
  if (latest.buildNumber === current.buildNumber) return false;
  const gap = Date.parse(latest.buildTime) - Date.parse(current.buildTime);
  return gap > NEWER_BUILD_MIN_GAP_MS;
}

/** The version metadata in an unknown JSON value, or null when it is not shaped like /meta.json. */
export function asVersionMeta(value: unknown): VersionMeta | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, buildNumber, buildTime } = value as Record<string, unknown>;
  if (typeof version !== 'string' || version === '') return null;
  if (typeof buildNumber !== 'string' && typeof buildNumber !== 'number') return null;
  if (typeof buildTime !== 'string') return null;
  return { version, buildNumber: String(buildNumber), buildTime };
}
