import type { VersionMeta } from '@/api/contract.ts';
import { parseApiDate } from '@/lib/api-date.ts';
import { dateTimeText } from '@/lib/date-text.ts';

/** '0.2.04 (build 102)'. */
export function buildLabel(meta: Pick<VersionMeta, 'version' | 'buildNumber'>): string {
  return `${meta.version} (build ${meta.buildNumber})`;
}

/** A build time such as '12 Jun 2025, 14:03' in the user's time zone, or the raw text if unreadable. */
export function buildTimeLabel(buildTime: string): string {
  const date = parseApiDate(buildTime);
  return date ? dateTimeText(date) : buildTime;
}
