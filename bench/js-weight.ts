import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** What one route loads: its JavaScript files and their gzipped size in bytes. */
export interface RouteWeight {
  files: number;
  gzipBytes: number;
  /** Each file's path and gzipped KB, largest first. */
  names: string[];
  /** Each file's gzipped bytes by path ('/assets/x.js'). */
  sizes: Map<string, number>;
}

/** Gzipped size (level 9) of a body, or what the server sent if it compressed it already. */
function gzippedSize(body: Buffer, encoding: string | undefined, transfer: number): number {
  if (encoding && encoding !== 'identity' && transfer > 0) return transfer;
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Records every JavaScript file the page loads from now on; the returned function sums them
 * (call it once the page is quiet). The sandbox sends them gzipped, like a production server.
 */
export function trackScripts(page: Page): () => Promise<RouteWeight> {
  const pending: Promise<{ name: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(type);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        const name = new URL(response.url()).pathname;
        // The body can be gone by the time it is asked for; the same file from the server then.
        const body = await response
          .body()
          .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0 }));
        return {
          name,
          bytes: gzippedSize(body, response.headers()['content-encoding'], sizes.responseBodySize),
        };
      })(),
    );
  });
  return async () => {
    const loaded = await Promise.all(pending);
    return {
      files: loaded.length,
      gzipBytes: loaded.reduce((sum, file) => sum + file.bytes, 0),
      names: loaded
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${(file.bytes / 1024).toFixed(1).padStart(6)}  ${file.name}`),
      sizes: new Map(loaded.map((file) => [file.name, file.bytes])),
    };
  };
}
