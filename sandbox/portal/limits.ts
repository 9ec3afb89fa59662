import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';

/** Placeholder until this area's calls are implemented. */
export function registerLimitsRoutes(_on: On<PortalCalls>): void {}
