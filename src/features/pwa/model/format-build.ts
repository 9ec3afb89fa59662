import { format, isValid, parseISO } from 'date-fns';
import type { VersionMeta } from '@/api/contract.ts';

/** '0.2.04 (build 102)'. */
export function buildLabel(meta: Pick<VersionMeta, 'version' | 'buildNumber'>): string {
  return `${meta.version} (build ${meta.buildNumber})`;
}

/** A build time such as '12 Jun 2025, 14:03' in the user's time zone, or the raw text if unreadable. */
export function buildTimeLabel(buildTime: string): string {
  const date = parseISO(buildTime);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm') : buildTime;
}
