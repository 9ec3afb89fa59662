import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import { requireBearer } from '../lib/auth.ts';
import { failMessage } from '../lib/responses.ts';
import { typedRoutes } from '../lib/typed-routes.ts';
import { PUBLIC_PORTAL_CALLS, SERVICE_MOUNTS, type PortalCalls } from '../../src/api/contract.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerOtpRoutes } from './otp.ts';
import { registerUiOptionsRoutes } from './ui-options.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerExistingRemitterRoutes } from './existing.ts';
import { registerPostcodeRoutes } from './postcode.ts';
import { registerLimitsRoutes } from './limits.ts';
import { registerChargesRoutes } from './charges.ts';
import { registerTransactionRoutes } from './transactions.ts';
import { registerBeneficiaryRoutes } from './beneficiaries.ts';
import { registerPaymentRoutes } from './payments.ts';

const PUBLIC_PATHS = new Set<string>(
  PUBLIC_PORTAL_CALLS.map(
    (key) => `${key.slice(0, key.indexOf(' '))} ${SERVICE_MOUNTS.portal}${key.slice(key.indexOf(' ') + 1)}`,
  ),
);

/** The portal API: every call of the spec's calls table. Bearer token unless the call is public. */
export function portalApi(): Hono<SandboxEnv> {
  const portal = new Hono<SandboxEnv>();
  portal.use('*', (c, next) =>
    PUBLIC_PATHS.has(`${c.req.method} ${c.req.path}`) ? next() : requireBearer(c, next),
  );

  const on = typedRoutes<PortalCalls>(portal, 'portal');
  registerAuthRoutes(on);
  registerOtpRoutes(on);
  registerUiOptionsRoutes(on);
  registerProfileRoutes(on);
  registerExistingRemitterRoutes(on);
  registerPostcodeRoutes(on);
  registerLimitsRoutes(on);
  registerChargesRoutes(on);
  registerTransactionRoutes(on);
  registerBeneficiaryRoutes(on);
  registerPaymentRoutes(on);

  // A mounted sub-app's notFound is ignored by Hono: a last catch-all answers unknown calls.
  portal.all('*', (c) => failMessage(c, 'Not found.', 404));
  return portal;
}
