import { serve } from '@hono/node-server';
import { loadEnv } from 'vite';
import { createSandbox } from './app.ts';
import { serveApp } from './static.ts';
import { sandboxOptionsFromEnv } from './env.ts';
import { DEMO_USERS } from './data/demo-accounts.ts';
import { DEMO_PASSWORD } from './db/seed.ts';
import { parseLivenessOrigin } from '../src/config/liveness-origin.ts';
import { parsePaymentOrigins } from '../src/config/payment-origins.ts';

/**
 * `npm start`: the built app and every stand-in service on one origin.
 * PORT (8080), SANDBOX_DB (.sandbox/sandbox.db, or :memory:), SANDBOX_FIXED_OTP, SANDBOX_STRICT
 * (1: answers carry only the spec's fields), SANDBOX_UI_API_KEY, DIST_DIR (dist); and the build's
 * VITE_LIVENESS_ORIGIN and VITE_PAYMENT_ORIGINS (from the environment or the .env files, as
 * `vite build` read them), which the app's Content-Security-Policy frame-src and form-action name.
 */
const port = Number(process.env.PORT ?? 8080);
const { app } = createSandbox(sandboxOptionsFromEnv());
const buildEnv = loadEnv('production', process.cwd(), ['VITE_LIVENESS_ORIGIN', 'VITE_PAYMENT_ORIGINS']);
serveApp(app, process.env.DIST_DIR ?? 'dist', {
  livenessOrigin: parseLivenessOrigin(buildEnv.VITE_LIVENESS_ORIGIN ?? ''),
  paymentOrigins: parsePaymentOrigins(buildEnv.VITE_PAYMENT_ORIGINS ?? ''),
});

serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, (info) => {
  console.log(`Sender portal with the sandbox: http://localhost:${info.port}`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
});
