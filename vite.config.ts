import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { buildMeta } from './scripts/build-meta.ts';

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const meta = buildMeta(pkg.version, process.env.BUILD_NUMBER, new Date());

/** Writes /meta.json (version, buildNumber, buildTime) for the new-version poller. */
function metaJson(): Plugin {
  return {
    name: 'meta-json',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: `${JSON.stringify(meta, null, 2)}\n` });
    },
  };
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __APP_VERSION__: JSON.stringify(meta.version),
    __BUILD_NUMBER__: JSON.stringify(meta.buildNumber),
    __BUILD_TIME__: JSON.stringify(meta.buildTime),
  },
  plugins: [
    react(),
    metaJson(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      injectManifest: {
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'icons/*.png', 'favicon.svg'],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2020', sourcemap: false },
});
