/**
 * The add-beneficiary sub-states (doc 1 §4): idle, verifying_mobile (wallet) or verifying_bank
 * (bank), creating_beneficiary, done (the new beneficiary handed to the flow). Any verification or
 * creation error returns to idle. DESIGN.md: a failed verification clears only the field that
 * failed (the mobile, or the account number); a failed creation keeps everything typed.
 */
import type { DeliveryOption } from './add-choices.ts';
import { ADD_BENEFICIARY, CREATING_BENEFICIARY, VERIFYING_BANK, VERIFYING_MOBILE } from './messages.ts';

export type AddStatus = 'idle' | 'verifying_mobile' | 'verifying_bank' | 'creating_beneficiary' | 'done';

export interface AddState {
  status: AddStatus;
  /** The new beneficiary's id once created. */
  beneficiaryId: string | null;
}

export type AddEvent =
  | { type: 'submit'; delivery: DeliveryOption }
  | { type: 'verified' }
  | { type: 'created'; beneficiaryId: string }
  | { type: 'failed' }
  | { type: 'reset' };

export const IDLE: AddState = { status: 'idle', beneficiaryId: null };

/** The state after an event; the same object when the event does not apply. */
export function nextAddState(state: AddState, event: AddEvent): AddState {
  switch (event.type) {
    case 'submit':
      if (state.status !== 'idle') return state;
      return {
        status: event.delivery === 'bank' ? 'verifying_bank' : 'verifying_mobile',
        beneficiaryId: null,
      };
    case 'verified':
      if (state.status !== 'verifying_mobile' && state.status !== 'verifying_bank') return state;
      return { status: 'creating_beneficiary', beneficiaryId: null };
    case 'created':
      if (state.status !== 'creating_beneficiary') return state;
      return { status: 'done', beneficiaryId: event.beneficiaryId };
    case 'failed':
      return state.status === 'idle' || state.status === 'done' ? state : IDLE;
    case 'reset':
      return state.status === 'idle' ? state : IDLE;
  }
}

/** The submit button's label in each state. */
export function addButtonLabel(status: AddStatus): string {
  switch (status) {
    case 'verifying_mobile':
      return VERIFYING_MOBILE;
    case 'verifying_bank':
      return VERIFYING_BANK;
    case 'creating_beneficiary':
      return CREATING_BENEFICIARY;
    default:
      return ADD_BENEFICIARY;
  }
}

/** True while a submission is under way (the form is locked, the button disabled). */
export function addBusy(status: AddStatus): boolean {
  return status === 'verifying_mobile' || status === 'verifying_bank' || status === 'creating_beneficiary';
}

/** The field a failure in this state clears: the one that failed verification; none for creation. */
export function fieldToClear(status: AddStatus): 'mobile' | 'account_number' | null {
  if (status === 'verifying_mobile') return 'mobile';
  if (status === 'verifying_bank') return 'account_number';
  return null;
}
