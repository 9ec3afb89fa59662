import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';

/** Placeholder: the identity (KYC) service and its liveness page. */
export function identityApi(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>();
}
