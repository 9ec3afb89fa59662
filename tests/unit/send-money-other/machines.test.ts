import { describe, expect, it } from 'vitest';
import {
  IDLE,
  addBusy,
  addButtonLabel,
  fieldToClear,
  nextAddState,
  type AddEvent,
  type AddState,
} from '@/features/send-money-other/model/add-beneficiary.ts';
import {
  INITIAL_CONFIRMATION,
  canMakePayment,
  confirmationRecovery,
  confirmationUnderway,
  nextConfirmation,
  type ConfirmationEvent,
  type ConfirmationStage,
  type ConfirmationState,
} from '@/features/send-money-other/model/confirmation-stages.ts';
import { nextWizardStep, reachableStep, type WizardStep } from '@/features/send-money-other/model/wizard.ts';

describe('the cross-border wizard', () => {
  const go = { type: 'continue', hasCharges: true, hasBeneficiary: true } as const;
  it.each([
    ['amount', go, 'beneficiary'],
    ['amount', { ...go, hasCharges: false }, 'amount'],
    ['beneficiary', go, 'confirmation'],
    ['beneficiary', { ...go, hasBeneficiary: false }, 'beneficiary'],
    ['confirmation', go, 'confirmation'],
    ['beneficiary', { type: 'back' }, 'amount'],
    ['confirmation', { type: 'back' }, 'beneficiary'],
    ['amount', { type: 'back' }, 'amount'],
    ['confirmation', { type: 'restart' }, 'amount'],
  ] as const)('%s + %j -> %s', (step, event, next) => {
    expect(nextWizardStep(step, event)).toBe(next);
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

const AMOUNTS = {
  source_currency: 'ZAR',
  remitter_pay_amount: 1050,
  destination_currency: 'KES',
  destination_amount: 7100,
  source_transfer_amount: 1000,
};

/** A state after a list of events from the initial one. */
function after(...events: ConfirmationEvent[]): ConfirmationState {
  return events.reduce(nextConfirmation, INITIAL_CONFIRMATION);
}
const begin = (stage: ConfirmationStage): ConfirmationEvent => ({ type: 'begin', stage });
const created: ConfirmationEvent = { type: 'created', transSessionId: 'S1', amounts: AMOUNTS, createdAt: 5 };
const entered = [
  { type: 'enter', inputs: 'K1' },
  begin('create-transaction'),
  created,
] as ConfirmationEvent[];
const confirming = [...entered, { type: 'make-payment' }, begin('initiate-payment')] as ConfirmationEvent[];
const initiating = [
  ...confirming,
  { type: 'confirmed', reference: 'KE1' },
  begin('payment-gateway-redirect'),
] as ConfirmationEvent[];

describe('the Confirmation stages', () => {
  it('entering creates once; the same inputs again (a reload, Back and forth) change nothing', () => {
    const entering = after({ type: 'enter', inputs: 'K1' });
    expect(entering.stage).toBe('create-transaction');
    expect(confirmationUnderway(entering)).toBe(true);
    expect(canMakePayment(entering)).toBe(false);
    const done = after(...entered);
    expect(done).toMatchObject({ stage: null, transSessionId: 'S1', created: AMOUNTS });
    expect(canMakePayment(done)).toBe(true);
    expect(nextConfirmation(done, { type: 'enter', inputs: 'K1' })).toBe(done);
    expect(nextConfirmation(entering, { type: 'enter', inputs: 'K2' })).toBe(entering);
  });

  it('other inputs before paying make a new transaction', () => {
    const again = nextConfirmation(after(...entered), { type: 'enter', inputs: 'K2' });
    expect(again).toEqual({ ...INITIAL_CONFIRMATION, stage: 'create-transaction', inputs: 'K2' });
  });

  it('each stage begins once', () => {
    const once = after({ type: 'enter', inputs: 'K1' }, begin('create-transaction'));
    expect(nextConfirmation(once, begin('create-transaction'))).toBe(once);
    expect(nextConfirmation(once, begin('initiate-payment'))).toBe(once);
  });

  it('an outcome for a stage the flow is not in changes nothing (late, repeated, stale tab)', () => {
    const done = after(...entered);
    for (const event of [
      created,
      { type: 'confirmed', reference: 'X' },
      { type: 'confirm-failed', message: 'x' },
      { type: 'payment-initiated' },
      { type: 'initiate-failed', message: 'x' },
      { type: 'create-failed', message: 'x' },
    ] as ConfirmationEvent[])
      expect(nextConfirmation(done, event)).toBe(done);
  });

  it('Make Payment: confirm, then initiate, then process-complete (state cleared)', () => {
    const pressing = after(...entered, { type: 'make-payment' });
    expect(pressing.stage).toBe('initiate-payment');
    expect(canMakePayment(pressing)).toBe(false);
    expect(nextConfirmation(pressing, { type: 'make-payment' })).toBe(pressing);
    const redirecting = after(...initiating);
    expect(redirecting).toMatchObject({ stage: 'payment-gateway-redirect', reference: 'KE1' });
    expect(confirmationUnderway(redirecting)).toBe(true);
    expect(nextConfirmation(redirecting, { type: 'payment-initiated' })).toEqual({
      ...INITIAL_CONFIRMATION,
      stage: 'process-complete',
    });
  });

  it('a failed confirm goes back to the form; the retry confirms the same session', () => {
    const failed = after(...confirming, { type: 'confirm-failed', message: 'No.', unclear: true });
    expect(failed).toMatchObject({
      stage: 'confirm-error',
      error: 'No.',
      transSessionId: 'S1',
      confirmUnclear: true,
    });
    expect(canMakePayment(failed)).toBe(true);
    const retry = nextConfirmation(failed, { type: 'make-payment' });
    expect(retry).toMatchObject({
      stage: 'initiate-payment',
      transSessionId: 'S1',
      error: null,
      confirmUnclear: true,
    });
    expect(retry.begun).not.toContain('initiate-payment');
    // A confirm-error is never replaced by a new transaction on entering with other inputs.
    expect(nextConfirmation(failed, { type: 'enter', inputs: 'K2' })).toBe(failed);
  });

  it('a failed initiation keeps the reference; Make Payment asks again, never confirms again', () => {
    const failed = after(...initiating, { type: 'initiate-failed', message: 'Down.' });
    expect(failed).toMatchObject({ stage: 'payment-gateway-redirect', error: 'Down.', reference: 'KE1' });
    expect(confirmationUnderway(failed)).toBe(false);
    expect(canMakePayment(failed)).toBe(true);
    const retry = nextConfirmation(failed, { type: 'make-payment' });
    expect(retry).toMatchObject({ stage: 'payment-gateway-redirect', error: null, reference: 'KE1' });
    expect(retry.begun).not.toContain('payment-gateway-redirect');
    expect(retry.begun).toContain('initiate-payment');
  });

  it('a failed create offers Try again, for the same inputs', () => {
    const failed = after({ type: 'enter', inputs: 'K1' }, begin('create-transaction'), {
      type: 'create-failed',
      message: 'Failed to create transaction',
    });
    expect(failed).toMatchObject({ stage: 'create-error', error: 'Failed to create transaction' });
    expect(canMakePayment(failed)).toBe(false);
    expect(nextConfirmation(failed, { type: 'enter', inputs: 'K1' })).toBe(failed);
    expect(nextConfirmation(failed, { type: 'retry-create' })).toMatchObject({
      stage: 'create-transaction',
      begun: [],
      error: null,
    });
  });

  it('reset only when nothing is under way', () => {
    const confirmingState = after(...confirming);
    expect(nextConfirmation(confirmingState, { type: 'reset' })).toBe(confirmingState);
    expect(nextConfirmation(after(...entered), { type: 'reset' })).toEqual(INITIAL_CONFIRMATION);
  });

  it.each([
    [[], new Set<ConfirmationStage>(), 'none'],
    [[{ type: 'enter', inputs: 'K1' }], new Set<ConfirmationStage>(), 'none'],
    [[{ type: 'enter', inputs: 'K1' }, begin('create-transaction')], new Set<ConfirmationStage>(), 'create'],
    [
      [{ type: 'enter', inputs: 'K1' }, begin('create-transaction')],
      new Set<ConfirmationStage>(['create-transaction']),
      'none',
    ],
    [confirming, new Set<ConfirmationStage>(), 'confirm'],
    [initiating, new Set<ConfirmationStage>(), 'initiate'],
    [[...initiating, { type: 'initiate-failed', message: 'x' }], new Set<ConfirmationStage>(), 'none'],
    [[...initiating, { type: 'payment-initiated' }], new Set<ConfirmationStage>(), 'complete'],
  ] as [ConfirmationEvent[], Set<ConfirmationStage>, string][])(
    'recovery after %j (running here: %j) -> %s',
    (events, running, recovery) => {
      expect(confirmationRecovery(after(...events), running)).toBe(recovery);
    },
  );
});
