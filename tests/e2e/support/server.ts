import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../../sandbox/app.ts';
import { serveApp } from '../../../sandbox/static.ts';

export interface RunningApp {
  url: string;
  sandbox: Sandbox;
  close: () => Promise<void>;
}

/** Serves the built app (`distDir`) with a fresh in-memory sandbox on a free port. */
export async function startApp(distDir = 'dist'): Promise<RunningApp> {
  const sandbox = createSandbox({ dbPath: ':memory:' });
  serveApp(sandbox.app, distDir);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    sandbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
