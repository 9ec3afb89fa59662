import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';
import { typedRoutes } from '../lib/typed-routes.ts';
import type { IdentityCalls } from '../../src/api/contract.ts';
import { identityFail, registerKycApiRoutes } from './api-routes.ts';
import { registerLivenessRoutes } from './liveness-routes.ts';

/** The identity (KYC) service (no token, as the spec says) and its liveness pages. */
export function identityApi(): Hono<SandboxEnv> {
  const identity = new Hono<SandboxEnv>();
  registerKycApiRoutes(typedRoutes<IdentityCalls>(identity, 'identity'));
  registerLivenessRoutes(identity);
  // Last, so it only catches what no route above matched (a mounted app's notFound is not used).
  identity.all('*', (c) => identityFail(c, 'Not found.', 404));
  return identity;
}
