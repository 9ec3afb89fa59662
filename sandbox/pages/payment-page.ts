import { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';

/** Placeholder: the hosted payment page. */
export function paymentPages(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>();
}
