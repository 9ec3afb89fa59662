import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * The app shell the service worker precaches: the entry chunks, plus the lazy chunks a first,
 * offline start needs (the layouts and not-found page, the sign-in pages, the PWA runtime and
 * update notice, the Dexie module (the read cache a signed-in offline start shows, the logout's
 * wipe), the logout and session timeout dialog), with everything they import
 * statically and their CSS. Other lazy chunks (the send flows...) are cached when first used.
 */
export const SHELL_MODULES: RegExp[] = [
  /\/src\/features\/shell\//,
  /\/src\/features\/auth\/pages\//,
  /\/src\/features\/pwa\//,
  /\/src\/lib\/db\.ts$/,
  // The yes/no dialog (Logout, Session timeout) loads on use: offline, from the precache.
  /\/src\/features\/auth\/components\/confirm-dialog\.tsx$/,
  // The idle timeout of a signed-in tab, loaded once signed in.
  /\/src\/features\/auth\/session\/idle-watch\.tsx$/,
  // A transaction's page: a cached transfer opens offline (its receipt too), even one never opened.
  /\/src\/features\/transactions\/pages\/transaction-detail-page\.tsx$/,
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A Vite plugin that records the shell's files while the app is bundled, and the matching
 * Workbox manifest transform that keeps only those among the `assets/` files to precache.
 */
export function shellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || shell.has(fileName)) return;
        shell.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) {
        const inShell =
          chunk.isEntry || chunk.moduleIds.some((id) => SHELL_MODULES.some((re) => re.test(id)));
        if (inShell) visit(chunk.fileName);
      }
    },
  };
  const transform: ManifestTransform = (entries) => {
    if (shell.size === 0) {
      return { manifest: entries, warnings: ['shell-precache: no bundle seen; precaching every asset'] };
    }
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url));
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}
