import type { MiddlewareHandler } from 'hono';
import type { SandboxEnv } from './context.ts';
import { failMessage } from './responses.ts';
import { userForToken } from './users.ts';

export const UNAUTHENTICATED = 'Unauthenticated.';

/** Reads the bearer token from the Authorization header; 401 without a known one. */
export const requireBearer: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const user = match?.[1] ? userForToken(c.var.deps.db, match[1].trim()) : undefined;
  if (!user) return failMessage(c, UNAUTHENTICATED, 401);
  c.set('user', user);
  await next();
};

/** The credential of a basic Authorization header ('user:password'), or undefined. */
function basicCredential(header: string): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : undefined;
}

/**
 * The payout partner's check, as the sandbox is configured (deps.payoutAuth): the user's bearer
 * token (through the portal host), or basic auth with the deployment's credential (the spec's
 * scheme), which accepts no bearer token. 401 'Unauthenticated.' otherwise.
 */
export const requirePayoutAuth: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const auth = c.var.deps.payoutAuth;
  if (auth.scheme === 'bearer') return requireBearer(c, next);
  if (basicCredential(c.req.header('Authorization') ?? '') !== auth.credential)
    return failMessage(c, UNAUTHENTICATED, 401);
  await next();
};
