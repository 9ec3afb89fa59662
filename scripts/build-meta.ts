import type { VersionMeta } from '../src/api/contract.ts';

/** The build's version metadata: package version, BUILD_NUMBER (or '0'), build time. */
export function buildMeta(version: string, buildNumber: string | undefined, time: Date): VersionMeta {
  return { version, buildNumber: buildNumber?.trim() || '0', buildTime: time.toISOString() };
}
