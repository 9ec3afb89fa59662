import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import { requireBearer } from '../lib/auth.ts';
import { typedRoutes } from '../lib/typed-routes.ts';
import type { PayoutCalls } from '../../src/api/contract.ts';
import { registerOptionsRoutes } from './options-routes.ts';
import { registerVerifyRoutes } from './verify-routes.ts';

/**
 * The payout partner, reached through the portal host with the user's bearer token (DESIGN.md:
 * no partner credential in the app).
 */
export function payoutApi(): Hono<SandboxEnv> {
  const payout = new Hono<SandboxEnv>();
  payout.use('*', requireBearer);
  const on = typedRoutes<PayoutCalls>(payout, 'payout');
  registerOptionsRoutes(on);
  registerVerifyRoutes(on);
  // Last, so it only catches what no route above matched (a mounted app's notFound is not used).
  payout.all('*', (c) => c.json({ message: 'Not found.' }, 404));
  return payout;
}
