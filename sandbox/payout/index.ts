import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';

/** Placeholder: the payout partner. */
export function payoutApi(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>();
}
