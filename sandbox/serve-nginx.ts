import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { sandboxOptionsFromEnv } from './env.ts';
import { DEMO_USERS } from './data/demo-accounts.ts';
import { DEMO_PASSWORD } from './db/seed.ts';
import { startNginx } from './nginx.ts';

/**
 * `npm run serve:nginx`: the build (dist/, or DIST_DIR) served by Debian's nginx on PORT (8080)
 * with the nginx.conf the build wrote, as a deployment would serve it, and the sandbox's services
 * on SANDBOX_PORT (PORT + 1), to which nginx passes /api, /identity, /payout, /pay and /__sandbox.
 * The sandbox's own variables as for `npm run serve`. Both stop together (Ctrl+C, or either one
 * ending).
 */
const port = Number(process.env.PORT ?? 8080);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? port + 1);
const { app } = createSandbox(sandboxOptionsFromEnv());
// nginx starts once the sandbox listens: a request in between would get nginx's 502.
const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
  const listening = serve({ fetch: app.fetch, port: sandboxPort, hostname: '127.0.0.1' }, () =>
    resolve(listening),
  );
  listening.once('error', reject);
}).catch((error: unknown) => {
  console.error(
    `The sandbox could not listen on port ${sandboxPort}:`,
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});

const nginx = await startNginx({
  root: process.env.DIST_DIR ?? 'dist',
  upstreamPort: sandboxPort,
  port,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  server.close();
  process.exit(1);
});
console.log(`Sender portal served by nginx: ${nginx.url} (the sandbox on port ${sandboxPort})`);
console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await nginx.stop();
  server.close(() => process.exit(code));
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
void nginx.exited.then((code) => {
  if (!stopping) {
    console.error(`nginx stopped (exit ${code}); stopping the sandbox too.`);
    void stop(1);
  }
});
