/**
 * The Zimbabwe flow's own stages before its checkout (doc 1 §4 'Zimbabwe send page stages'):
 * remit-one registers a sender not yet known to the provider, add-beneficiary saves a new
 * beneficiary; then the shared checkout creates, confirms and pays (payments feature). Pure
 * transitions: each call begins once, what came back is kept for a retry, never made again.
 */
import type { CheckoutState } from '@/features/payments';

export type SenderStage = 'remit-one' | 'add-beneficiary';

export interface StageState {
  /** The call under way; null when none. */
  stage: SenderStage | null;
  /** The remitter id remit-one made (kept for a retry). */
  remitterId: string | null;
  /** The new beneficiary add-beneficiary saved, and for which typed details (its key). */
  beneficiaryId: string | null;
  beneficiaryFor: string | null;
}

export const INITIAL_STAGE_STATE: StageState = {
  stage: null,
  remitterId: null,
  beneficiaryId: null,
  beneficiaryFor: null,
};

export type StageEvent =
  | { type: 'begin'; stage: SenderStage }
  | { type: 'remitter-registered'; remitterId: string }
  | { type: 'beneficiary-added'; beneficiaryId: string; beneficiaryFor: string }
  /** The call failed, or a reload cut it off (nothing more came back). */
  | { type: 'failed' }
  | { type: 'reset' };

/** The state after an event; the same object when the event does not apply. */
export function nextStage(state: StageState, event: StageEvent): StageState {
  switch (event.type) {
    case 'begin':
      return state.stage === null ? { ...state, stage: event.stage } : state;
    case 'remitter-registered':
      if (state.stage !== 'remit-one') return state;
      return { ...state, stage: null, remitterId: event.remitterId };
    case 'beneficiary-added':
      if (state.stage !== 'add-beneficiary') return state;
      return {
        ...state,
        stage: null,
        beneficiaryId: event.beneficiaryId,
        beneficiaryFor: event.beneficiaryFor,
      };
    case 'failed':
      return state.stage === null ? state : { ...state, stage: null };
    case 'reset':
      return state.stage === null ? INITIAL_STAGE_STATE : state;
  }
}

/** The call to make next before the checkout: none when the remitter and beneficiary are known. */
export function senderStageFor(remitterId: string | null, beneficiaryId: string | null): SenderStage | null {
  if (!remitterId) return 'remit-one';
  return beneficiaryId ? null : 'add-beneficiary';
}

/** The spec's stage names of the page, from its own stage and the shared checkout. */
export type Stage =
  | SenderStage
  | 'new-transaction'
  | 'confirm-transaction'
  | 'initiate-payment'
  | 'payment-gateway-redirect'
  | 'process-complete'
  | 'confirm-error';

export function zimbabweStage(state: StageState, checkout: CheckoutState): Stage | null {
  if (state.stage) return state.stage;
  switch (checkout.stage) {
    case 'create':
      return 'new-transaction';
    case 'look-up':
    case 'confirm':
      return 'confirm-transaction';
    case 'initiate':
      return 'initiate-payment';
    case 'complete':
      return 'process-complete';
    case null:
      break;
  }
  if (checkout.failed === 'confirm') return 'confirm-error';
  return checkout.failed === 'initiate' ? 'initiate-payment' : null;
}
