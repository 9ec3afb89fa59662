import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildMeta } from './scripts/build-meta.ts';
import { parseEnv } from './src/config/parse-env.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** The build constants vite.config.ts defines, so code reading build-info.ts runs under test. */
const meta = buildMeta(pkg.version, process.env.BUILD_NUMBER, new Date());

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

/** What both jsdom projects share. */
const APP_TEST: ProjectTest = {
  environment: 'jsdom',
  setupFiles: ['tests/support/setup.ts'],
  // A test opens the whole app, signs in and walks the screens to the state it checks, typing as a
  // person does: seconds each, and several times that on a slow host with both cores busy (a loaded
  // run took over 20 s for Sender Details' longest). The limit leaves that room, as the journeys'
  // does; what a test waits for is still a state, so a race still fails.
  testTimeout: 60_000,
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  define: {
    // The app's configuration as a build parses it (vite.config.ts): the defaults, but for the
    // payment page's origins. The in-process sandbox (tests/support/sandbox-fetch.ts) answers on
    // http://localhost, so its payment page is there, while jsdom's page is http://localhost:3000:
    // in the browser both are one origin ('self'). A payment_url anywhere else is still refused.
    __APP_ENV__: JSON.stringify(parseEnv({ VITE_PAYMENT_ORIGINS: 'self,http://localhost' })),
    __APP_VERSION__: JSON.stringify(meta.version),
    __BUILD_NUMBER__: JSON.stringify(meta.buildNumber),
    __BUILD_TIME__: JSON.stringify(meta.buildTime),
  },
  test: {
    // Both cores (Vitest's run mode takes one fewer than the machine has: one, on CI's two).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // The sandbox's contract, and pure modules (rules, rounding, labels, state-machine
          // steps), and what the build, lint, deployment and bench scripts make of the code: Node,
          // no DOM, no setup. The files of a worker share one module graph, as the jsdom ones do:
          // a fresh graph for each file cost about half a second each, a minute of the run for
          // the hundred-odd files that take milliseconds. What such a file replaces (vi.mock)
          // needs a graph of its own: `*.isolated.test.ts`, below.
          name: 'node',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/logic/**/*.test.ts', 'tests/build/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: ['tests/logic/**/*.isolated.test.ts', 'tests/build/**/*.isolated.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Screens and flows in jsdom. The files of a worker share one module graph (isolate:
          // false): the app's modules (Chakra, React, the sandbox) are loaded once per worker, not
          // once per file, which was half of this project's time. Each test starts from a clean
          // app all the same: the setup's afterEach resets what the app keeps in modules.
          ...APP_TEST,
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          exclude: ['**/*.isolated.test.{ts,tsx}', '**/*.money.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The checkout's generated sequences (fast-check): a bounded number here, more with
          // `npm run test:money -- --runs N` (scripts/test-money.ts).
          ...APP_TEST,
          name: 'money',
          include: ['tests/app/**/*.money.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces an app module (vi.mock) gets a module graph of its own, so the
          // stand-in never reaches another file. ESLint allows vi.mock only in these files.
          ...APP_TEST,
          name: 'app-isolated',
          include: ['tests/app/**/*.isolated.test.{ts,tsx}'],
        },
      },
    ],
  },
});
