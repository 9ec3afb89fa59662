import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../../sandbox/app.ts';
import { serveApp } from '../../../sandbox/static.ts';
import { TEST_PASSWORD_COST } from '../../../sandbox/lib/password.ts';

export interface RunningApp {
  url: string;
  sandbox: Sandbox;
  /** Serves another build from now on (a new deploy), e.g. `useDist('dist-e2e-2')`. */
  useDist: (distDir: string) => void;
  close: () => Promise<void>;
}

/**
 * Serves the built app (`distDir`) with a fresh in-memory sandbox on a free port (`strict`: its
 * strict-contract mode). The server reads the build through a symbolic link, so `useDist` can
 * switch builds while it runs.
 */
export async function startApp(distDir = 'dist', { strict = false } = {}): Promise<RunningApp> {
  const link = join(mkdtempSync(join(tmpdir(), 'served-dist-')), 'dist');
  let version = 0;
  const useDist = (dir: string) => {
    const next = `${link}.${++version}`;
    symlinkSync(resolve(dir), next, 'dir');
    renameSync(next, link); // atomic: a request sees the old build or the new one, never none
  };
  useDist(distDir);
  const sandbox = createSandbox({ dbPath: ':memory:', strict, passwordCost: TEST_PASSWORD_COST });
  serveApp(sandbox.app, link);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    sandbox,
    useDist,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dirname(link), { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
