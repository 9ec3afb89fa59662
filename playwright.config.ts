import { defineConfig } from '@playwright/test';
import type { RunningApp, WebServer } from './tests/e2e/support/server.ts';

/**
 * Browser journeys against the built app (`npm run build` first), three workers side by side, each
 * serving it with its own in-memory sandbox on a free port (tests/e2e/support/test.ts). Debian's
 * chromium only: Playwright never downloads a browser here.
 *
 * The journeys that make or show money run against a strict-contract sandbox (answers carry only
 * what the spec says each call returns); the rest against the full one, so both shapes are covered.
 */
const MONEY_JOURNEYS = [
  /send-money\.spec\.ts$/,
  /send-money-other\.spec\.ts$/,
  /send-money-keyboard\.spec\.ts$/,
  /duplicated-tab\.spec\.ts$/,
  /transactions-[\w-]+\.spec\.ts$/,
  /layout-shift\.spec\.ts$/,
  // who is paid: adding and updating beneficiaries
  /beneficiaries[\w-]*\.spec\.ts$/,
];

/**
 * The deployment's journeys, against Debian's nginx serving the build with the nginx.conf the
 * build wrote (issue 20): its headers on real answers, installability, an offline start, an update
 * across two builds; and, tagged @nginx, signing in and sending to Zimbabwe with payment. They run
 * there only.
 */
const NGINX_JOURNEYS = [/deploy-nginx\.spec\.ts$/, /pwa-(install|offline|update)\.spec\.ts$/];
const NGINX_TAG = /@nginx/;

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The journeys' browser: CHROMIUM_ARGS, and one document host per tab. Chromium 150 (Debian's)
 * gives every navigation a new document host (RenderDocument), and Playwright's offline emulation
 * (`context.setOffline`) does not reach it: after a reload or in a new tab while offline,
 * `navigator.onLine` says true, so the app starts as if online (checked: a reload while offline
 * reads true; with this flag, false). A connection that is lost stays lost across pages, as on a
 * phone; the app's code is the same either way. The bench does not go offline and keeps the default.
 */
export const JOURNEY_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--disable-features=RenderDocument'];

/**
 * Debian's Chromium, in its two packages of one version: the full browser (`chromium`) and its
 * headless shell (`chromium-headless-shell`), the browser Playwright itself runs headless journeys
 * in. The shell renders and runs the app as the full browser does with about a third less CPU (the
 * journeys: 453 busy CPU-s against 602-613), so most journeys run there. The full browser runs those
 * about what only it does: notifications (`FULL_BROWSER` in their files) and the deployment's
 * (installing, offline start, update: the nginx projects).
 */
export const FULL_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** `test.use(FULL_BROWSER)`: a journey's file runs in the full browser (in a worker of its own). */
export const FULL_BROWSER = {
  launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: JOURNEY_CHROMIUM_ARGS },
};

export default defineConfig<{ strict: boolean; httpServer: WebServer; app: RunningApp }>({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three on two cores: a journey spends much of its time waiting (the page's answers, animations),
  // two workers left the cores half idle (390 s; three: 281 s; four: no faster).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // A journey checks what the user sees, not how fast (speed is the bench's to judge): its waits
  // are for states, and its limits leave room for a slow host (Lighthouse's CPU index about 900)
  // with both cores busy, where a page's first load and hydration take several seconds and the
  // longest journey (a send flow by keyboard, axe on every step) about a minute and a half. A race
  // still fails: a state that never comes fails at the limit, however generous.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  use: {
    // No trace by default: recording one for every journey cost a fifth of the suite's time, and
    // CI's traces cannot be read afterwards. `npx playwright test --trace retain-on-failure` keeps
    // the failures' traces when hunting one here.
    trace: 'off',
    // A fresh context registers the app's worker, which precaches the whole build: about a fifth
    // of the suite's time where no journey looks at it. The journeys of the worker itself (install,
    // offline, update, the cached receipt, notifications) say `test.use(WITH_SERVICE_WORKER)`.
    serviceWorkers: 'block',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: JOURNEY_CHROMIUM_ARGS },
  },
  projects: [
    // The deployment's projects first: pwa-update makes a second build before its journeys, and
    // last it kept one worker busy half a minute after the others had finished.
    {
      name: 'nginx',
      testMatch: NGINX_JOURNEYS,
      use: { ...PHONE, ...FULL_BROWSER, strict: false, httpServer: 'nginx' },
    },
    {
      name: 'nginx-strict',
      testMatch: MONEY_JOURNEYS,
      grep: NGINX_TAG,
      use: { ...PHONE, ...FULL_BROWSER, strict: true, httpServer: 'nginx' },
    },
    {
      name: 'phone',
      testIgnore: [...MONEY_JOURNEYS, ...NGINX_JOURNEYS],
      grepInvert: NGINX_TAG,
      use: { ...PHONE, strict: false },
    },
    {
      name: 'phone-strict',
      testMatch: MONEY_JOURNEYS,
      grepInvert: NGINX_TAG,
      use: { ...PHONE, strict: true },
    },
  ],
});
