import type { VersionMeta } from '@/api/contract.ts';
import { asVersionMeta } from '../model/newer-build.ts';

/** The path of the build's version file (written by the build, never cached by the worker). */
export const META_PATH = '/meta.json';

/**
 * GET /meta.json?timestamp=<now> (spec: calls), past every cache. Rejects when the network or
 * the server fails, or the answer is not version metadata.
 */
export async function fetchLatestMeta(
  now: number = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<VersionMeta> {
  const response = await fetcher(`${META_PATH}?timestamp=${now}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${META_PATH} answered ${response.status}`);
  const meta = asVersionMeta(await response.json());
  if (!meta) throw new Error(`${META_PATH} is not version metadata`);
  return meta;
}
