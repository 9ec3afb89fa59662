import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createSandbox } from './app.ts';
import { SANDBOX_PATHS, sandboxOptionsFromEnv } from './env.ts';

/**
 * `npm run dev`: Vite's dev server with hot reload and the sandbox on one origin. Calls to the
 * services (and the payment page and sandbox controls) go to the sandbox, the rest to Vite.
 */
const port = Number(process.env.PORT ?? 5173);

const { app } = createSandbox(sandboxOptionsFromEnv());
const sandbox = getRequestListener(app.fetch);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'spa' });

createServer((req, res) => {
  const path = req.url ?? '/';
  if (SANDBOX_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    void sandbox(req, res);
  else vite.middlewares(req, res);
}).listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`Dev server with the sandbox: http://localhost:${port}`);
});
