/**
 * The typed contract of every remote call the app makes: the portal API, the identity (KYC)
 * service and the payout partner. The app's HTTP client and the sandbox both import it, so the
 * stand-in services cannot drift from what the app expects.
 *
 * A response type says what the spec promises (the calls table's "Reads", the entities of doc 1
 * §3); what the spec does not promise is optional, so every screen handles its absence. The
 * sandbox may answer with more; its strict mode (sandbox/strict/) answers with only the spec's
 * fields. Quirks are kept: lists that arrive as one object, a list, or nothing (`OneOrMany`);
 * failures as `result.errors` or `result.message`; confirm answering `status: 'FAIL'` with 200.
 */
import type { IdentityCalls } from './contract/identity.ts';
import type { PayoutCalls } from './contract/payout.ts';
import type { PortalCalls } from './contract/portal-calls.ts';

export * from './contract/envelope.ts';
export * from './contract/portal-entities.ts';
export * from './contract/ui-options.ts';
export * from './contract/portal-requests.ts';
export * from './contract/portal-calls.ts';
export * from './contract/identity.ts';
export * from './contract/payout.ts';

export interface ServiceCalls {
  portal: PortalCalls;
  identity: IdentityCalls;
  payout: PayoutCalls;
}
