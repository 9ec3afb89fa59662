import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { buildMeta } from './scripts/build-meta.ts';
import { deployHeaders } from './scripts/deploy-headers.ts';
import { prerenderLogin } from './scripts/prerender-login.ts';
import { shellPrecache } from './scripts/shell-precache.ts';
import { staticGlobalCss } from './scripts/static-global-css.ts';
import { parseEnv } from './src/config/parse-env.ts';

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const meta = buildMeta(pkg.version, process.env.BUILD_NUMBER, new Date());
const shell = shellPrecache();
/**
 * The send flow's amount rules (src/remittance/amount: rates, rounding, limits, minimums) and the
 * money formatting they use, in one file instead of nine small ones each paying gzip's overhead:
 * the send pages and the rate calculator beside the login form (loaded after its first paint)
 * share it.
 */
const AMOUNT_RULES = /[\\/]src[\\/](remittance[\\/]amount[\\/]|lib[\\/](money|conversion-rate)\.ts$)/;
/**
 * What every layout shares (the page frame, header, navigation, footer, the Logout button), with
 * what they import: one chunk that signed-in and signed-out first screens both load, so a
 * signed-in page never loads the login screen's code.
 */
const SHELL_FRAME = new RegExp(
  [
    /src\/features\/shell\/components\/(shell-frame|shell-header|nav-disclosure|nav-link)\.tsx$/,
    /src\/features\/auth\/components\/logout-button\.tsx$/,
    // the building blocks the login page shares with the signed-in pages
    /src\/components\/(error-banner|field-frame|offline-note|choice-buttons)\.tsx$/,
    /src\/lib\/(use-(call|auto-dismiss|media-query)|lazy-resolver)\.ts$/,
  ]
    .map((re) => re.source)
    .join('|'),
);
/**
 * Two CommonJS packages with no code that runs on import, whose package.json does not say so
 * (no "sideEffects" field): @emotion/react imports hoist-non-react-statics for a side effect it
 * does not have (for withTheme, which the app never calls), and that brings react-is. Declared
 * here, per package, as their package.json would (a kilobyte of the login screen's budget).
 */
const UNDECLARED_PURE_PACKAGES = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/** Writes /meta.json (version, buildNumber, buildTime) for the new-version poller. */
function metaJson(): Plugin {
  return {
    name: 'meta-json',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'meta.json', source: `${JSON.stringify(meta, null, 2)}\n` });
    },
  };
}

export default defineConfig(({ mode }) => ({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    // The app's configuration, checked here: an invalid VITE_* value fails the build (or the dev
    // server's start), never a sender's page; the page carries the parsed result, not the parser.
    __APP_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))),
    __APP_VERSION__: JSON.stringify(meta.version),
    __BUILD_NUMBER__: JSON.stringify(meta.buildNumber),
    __BUILD_TIME__: JSON.stringify(meta.buildTime),
  },
  plugins: [
    react(),
    metaJson(),
    shell.plugin,
    // Chakra's global CSS written into index.html, not inserted by JavaScript on the phone.
    staticGlobalCss(),
    prerenderLogin(),
    VitePWA({
      // The worker is built from sw/sw.ts; the page registers it itself (src/features/pwa,
      // workbox-window) and prompts before a new one takes over.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The manifest's icons are precached (includeManifestIcons); its screenshots are not.
      includeManifestIcons: true,
      injectManifest: {
        // The app shell only: index.html, the favicon and the shell's chunks (scripts/shell-precache.ts).
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css}'],
        manifestTransforms: [shell.transform],
      },
      devOptions: { enabled: false },
    }),
    // dist/_headers and dist/nginx.conf: the headers a web server sends with this build.
    deployHeaders(),
  ],
  build: {
    target: 'es2020',
    // No module preloading of lazy chunks: the browser fetches a page chunk's imports as it reads
    // them. Vite's preloading appended a <link rel="modulepreload"> per imported chunk while the
    // route rendered (64 for /send-money), about 2 ms of main thread each at 4x CPU; without it
    // /send-money's total blocking time fell by about 30 % (Lighthouse, paired). A first visit
    // with nothing cached waits a little longer for the page (docs/adr/0003-route-loading.md has
    // the figures); index.html still preloads what the entry imports, and Vite's helper still
    // reports a chunk that failed (vite:preloadError).
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      // The app's own modules say in package.json ("sideEffects") which of them run code on
      // import; every other module of src/ only declares things.
      treeshake: { moduleSideEffects: [{ test: UNDECLARED_PURE_PACKAGES, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs at start-up in one file: one request, and one compression
            // window instead of a dozen small chunks each paying gzip's overhead.
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'shell', test: SHELL_FRAME, priority: 1.5 },
            { name: 'amount-rules', test: AMOUNT_RULES, priority: 1.2 },
            // Dexie in a file of its own, which the app loads side by side with the page. Dexie
            // alone: dexie-react-hooks imports React, which the group would otherwise take along.
            { name: 'dexie', test: /[\\/]node_modules[\\/]dexie[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
}));
