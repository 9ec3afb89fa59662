import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../../sandbox/app.ts';
import { serveApp } from '../../../sandbox/static.ts';
import { TEST_PASSWORD_COST } from '../../../sandbox/lib/password.ts';
import { startNginx } from '../../../sandbox/nginx.ts';

/** How long the test server keeps an idle connection open (Node's default is 5 s). */
const KEEP_ALIVE_MS = 120_000;

export interface RunningApp {
  url: string;
  sandbox: Sandbox;
  /** Serves another build from now on (a new deploy), e.g. `useDist('dist-e2e-2')`. */
  useDist: (distDir: string) => void;
  close: () => Promise<void>;
}

/** Which server serves the build: the sandbox's own, or Debian's nginx with the build's nginx.conf. */
export type WebServer = 'sandbox' | 'nginx';

/**
 * Serves the built app (`distDir`) with a fresh in-memory sandbox on a free port (`strict`: its
 * strict-contract mode). The server reads the build through a symbolic link, so `useDist` can
 * switch builds while it runs. With `server: 'nginx'`, nginx serves the build (its own
 * nginx.conf, read again at each deploy) and passes the services to the sandbox, as
 * `npm run serve:nginx` does.
 */
export async function startApp(
  distDir = 'dist',
  { strict = false, server: httpServer = 'sandbox' }: { strict?: boolean; server?: WebServer } = {},
): Promise<RunningApp> {
  const link = join(mkdtempSync(join(tmpdir(), 'served-dist-')), 'dist');
  let version = 0;
  const swap = (dir: string) => {
    const next = `${link}.${++version}`;
    symlinkSync(resolve(dir), next, 'dir');
    renameSync(next, link); // atomic: a request sees the old build or the new one, never none
  };
  swap(distDir);
  const sandbox = createSandbox({ dbPath: ':memory:', strict, passwordCost: TEST_PASSWORD_COST });
  serveApp(sandbox.app, link);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Idle keep-alive connections stay open longer than a test's client keeps them (Node closes them
  // after 5 s): a request sent on a socket the server is closing at that moment fails with
  // ECONNRESET, as a journey's call to /__sandbox did once on a loaded CI machine.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
  const { port } = server.address() as AddressInfo;
  const nginx = httpServer === 'nginx' ? await startNginx({ root: link, upstreamPort: port }) : null;
  return {
    url: nginx?.url ?? `http://localhost:${port}`,
    sandbox,
    useDist: (dir: string) => {
      swap(dir);
      nginx?.reload(); // the new build's nginx.conf (its script hash) too
    },
    close: async () => {
      await nginx?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dirname(link), { recursive: true, force: true });
    },
  };
}
