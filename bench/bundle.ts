import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlChunks, staticImportsOf, type Bundle } from './first-screen.ts';

/** The chunk graph of the build in `dist` (its index.html and every /assets/*.js). */
export function readBundle(dist: string): Bundle {
  const imports = new Map<string, string[]>();
  for (const name of readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))) {
    const path = `/assets/${name}`;
    imports.set(path, staticImportsOf(readFileSync(join(dist, 'assets', name), 'utf8'), path));
  }
  return { ...htmlChunks(readFileSync(join(dist, 'index.html'), 'utf8')), imports };
}

/** A built file's gzipped size (level 9, as bench/js-weight.ts counts a body sent uncompressed). */
export const gzippedFileSize = (dist: string) => (path: string) =>
  gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
