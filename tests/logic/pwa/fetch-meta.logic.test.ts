import { describe, expect, it, vi } from 'vitest';
import { fetchLatestMeta } from '@/features/pwa/api/fetch-meta.ts';

const meta = { version: '0.2.04', buildNumber: '102', buildTime: '2025-06-01T11:00:00.000Z' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchLatestMeta', () => {
  it('asks /meta.json?timestamp=<now> past every cache', async () => {
    const fetcher = vi.fn(async () => json(meta));
    await expect(fetchLatestMeta(1234, fetcher)).resolves.toEqual(meta);
    expect(fetcher).toHaveBeenCalledWith(
      '/meta.json?timestamp=1234',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('fails on a server error and on an answer that is not version metadata', async () => {
    await expect(fetchLatestMeta(1, async () => json(meta, 503))).rejects.toThrow('503');
    await expect(fetchLatestMeta(1, async () => json({ hello: 'world' }))).rejects.toThrow(
      'not version metadata',
    );
  });
});
