import { describe, expect, it } from 'vitest';
import {
  IDLE,
  addBusy,
  addButtonLabel,
  fieldToClear,
  nextAddState,
  type AddEvent,
  type AddState,
} from '@/features/beneficiaries/model/cross-border-add.ts';
import { INITIAL_CHECKOUT, type CheckoutState } from '@/features/payments/checkout/state.ts';
import { confirmationStage } from '@/features/send-money-other/model/confirmation-stages.ts';
import { nextWizardStep, reachableStep, type WizardStep } from '@/features/send-money-other/model/wizard.ts';

describe('the cross-border wizard', () => {
  const go = { type: 'next' } as const;
  const all = { amounts: true, beneficiary: true } as const;
  it.each([
    ['amount', go, all, 'beneficiary'],
    ['amount', go, { ...all, amounts: false }, 'amount'],
    ['beneficiary', go, all, 'confirmation'],
    ['beneficiary', go, { ...all, beneficiary: false }, 'beneficiary'],
    ['confirmation', go, all, 'confirmation'],
    ['beneficiary', { type: 'back' }, all, 'amount'],
    ['confirmation', { type: 'back' }, all, 'beneficiary'],
    ['amount', { type: 'back' }, all, 'amount'],
    ['confirmation', { type: 'goto', step: 'amount' }, all, 'amount'],
  ] as const)('%s + %j with %j -> %s', (step, event, have, next) => {
    expect(nextWizardStep(step, event, have)).toBe(next);
  });

  it.each([
    ['confirmation', { amounts: true, beneficiary: true }, 'confirmation'],
    ['confirmation', { amounts: true, beneficiary: false }, 'beneficiary'],
    ['confirmation', { amounts: false, beneficiary: true }, 'amount'],
    ['beneficiary', { amounts: false, beneficiary: false }, 'amount'],
    ['amount', { amounts: false, beneficiary: false }, 'amount'],
  ] as const)('%s with %j shows %s', (step, have, shown) => {
    expect(reachableStep(step as WizardStep, have)).toBe(shown);
  });
});

describe('the add-beneficiary sub-states', () => {
  const state = (status: AddState['status'], beneficiaryId: string | null = null): AddState => ({
    status,
    beneficiaryId,
  });
  it.each([
    [IDLE, { type: 'submit', delivery: 'wallet' }, state('verifying_mobile')],
    [IDLE, { type: 'submit', delivery: 'bank' }, state('verifying_bank')],
    [state('verifying_mobile'), { type: 'submit', delivery: 'wallet' }, state('verifying_mobile')],
    [state('verifying_mobile'), { type: 'verified' }, state('creating_beneficiary')],
    [state('verifying_bank'), { type: 'verified' }, state('creating_beneficiary')],
    [IDLE, { type: 'verified' }, IDLE],
    [state('creating_beneficiary'), { type: 'created', beneficiaryId: 'B9' }, state('done', 'B9')],
    [state('verifying_mobile'), { type: 'created', beneficiaryId: 'B9' }, state('verifying_mobile')],
    [state('verifying_mobile'), { type: 'failed' }, IDLE],
    [state('verifying_bank'), { type: 'failed' }, IDLE],
    [state('creating_beneficiary'), { type: 'failed' }, IDLE],
    [state('done', 'B9'), { type: 'failed' }, state('done', 'B9')],
    [state('done', 'B9'), { type: 'reset' }, IDLE],
  ] as [AddState, AddEvent, AddState][])('%j + %j -> %j', (before, event, after) => {
    expect(nextAddState(before, event)).toEqual(after);
  });

  it.each([
    ['idle', 'Add Beneficiary', false, null],
    ['verifying_mobile', 'Verifying Mobile...', true, 'mobile'],
    ['verifying_bank', 'Verifying Bank...', true, 'account_number'],
    ['creating_beneficiary', 'Creating Beneficiary...', true, null],
    ['done', 'Add Beneficiary', false, null],
  ] as const)('%s: the button says %j, busy %s, a failure clears %j', (status, label, busy, clears) => {
    expect(addButtonLabel(status)).toBe(label);
    expect(addBusy(status)).toBe(busy);
    expect(fieldToClear(status)).toBe(clears);
  });
});

describe("the Confirmation stages in the spec's names (from the shared checkout)", () => {
  const checkout = (overrides: Partial<CheckoutState>): CheckoutState => ({
    ...INITIAL_CHECKOUT,
    ...overrides,
  });
  it.each<[string, CheckoutState, string | null]>([
    ['nothing yet', INITIAL_CHECKOUT, null],
    ['creating on entry', checkout({ stage: 'create' }), 'create-transaction'],
    ['created, waiting for Make Payment', checkout({ transSessionId: 'S1' }), null],
    ['create failed', checkout({ failed: 'create' }), 'create-error'],
    ['confirming', checkout({ stage: 'confirm' }), 'initiate-payment'],
    ['looking up an unclear confirm', checkout({ stage: 'look-up' }), 'initiate-payment'],
    ['confirm failed', checkout({ failed: 'confirm' }), 'confirm-error'],
    ['initiating', checkout({ stage: 'initiate' }), 'payment-gateway-redirect'],
    ['initiate failed', checkout({ failed: 'initiate', reference: 'KE1' }), 'payment-gateway-redirect'],
    ['leaving for the payment page', checkout({ stage: 'complete' }), 'process-complete'],
  ])('%s: %s', (_name, state, name) => {
    expect(confirmationStage(state)).toBe(name);
  });
});
