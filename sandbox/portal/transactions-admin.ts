import type { Hono } from 'hono';
import type { SandboxEnv } from '../lib/context.ts';

/** Placeholder: sandbox-only transaction controls (step statuses on, count transactions). */
export function registerTransactionAdmin(_admin: Hono<SandboxEnv>): void {}
