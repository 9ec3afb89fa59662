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
