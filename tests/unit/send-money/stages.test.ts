import { describe, expect, it } from 'vitest';
import {
  INITIAL_STAGE_STATE as IDLE,
  canMakePayment,
  nextStage,
  paymentUnderway,
  type Stage,
  type StageEvent,
  type StageState,
} from '@/features/send-money/model/stages.ts';

const at = (stage: Stage | null, extra: Partial<StageState> = {}): StageState => ({
  ...IDLE,
  stage,
  remitterId: 'R1',
  beneficiaryId: 'B1',
  ...extra,
});
const running = (stage: Stage, begun: Stage[], extra: Partial<StageState> = {}) =>
  at(stage, { begun: [...begun, stage], ...extra });

const pay = (remitterId: string | null, beneficiaryId: string | null): StageEvent => ({
  type: 'make-payment',
  remitterId,
  beneficiaryId,
});

describe('stage transitions (doc 1 §4 Zimbabwe send page stages)', () => {
  const table: [string, StageState, StageEvent, StageState][] = [
    ['Make Payment without a remitter_id: remit-one', IDLE, pay(null, null), { ...IDLE, stage: 'remit-one' }],
    [
      'Make Payment, new beneficiary: add-beneficiary',
      IDLE,
      pay('R1', null),
      { ...IDLE, stage: 'add-beneficiary', remitterId: 'R1' },
    ],
    [
      'Make Payment, saved beneficiary: new-transaction',
      IDLE,
      pay('R1', 'B1'),
      { ...IDLE, stage: 'new-transaction', remitterId: 'R1', beneficiaryId: 'B1' },
    ],
    [
      'Make Payment clears stale state (an old error and ids of a finished flow)',
      { ...IDLE, error: 'old', transSessionId: 'S-old', reference: 'REF-old', paymentUrl: 'u' },
      pay('R1', 'B1'),
      { ...IDLE, stage: 'new-transaction', remitterId: 'R1', beneficiaryId: 'B1' },
    ],
    [
      'begin marks the call as begun',
      at('new-transaction'),
      { type: 'begin', stage: 'new-transaction' },
      running('new-transaction', []),
    ],
    [
      'remit-one done: add-beneficiary with the new remitter id',
      running('remit-one', [], { remitterId: null, beneficiaryId: null }),
      { type: 'remitter-registered', remitterId: 'R9' },
      at('add-beneficiary', { begun: ['remit-one'], remitterId: 'R9', beneficiaryId: null }),
    ],
    [
      'beneficiary added: new-transaction',
      running('add-beneficiary', [], { beneficiaryId: null }),
      { type: 'beneficiary-added', beneficiaryId: 'B7' },
      at('new-transaction', { begun: ['add-beneficiary'], beneficiaryId: 'B7' }),
    ],
    [
      'transaction created: confirm-transaction with its session id',
      running('new-transaction', []),
      { type: 'transaction-created', transSessionId: 'S1' },
      at('confirm-transaction', { begun: ['new-transaction'], transSessionId: 'S1' }),
    ],
    [
      'confirmed: initiate-payment with the reference',
      running('confirm-transaction', ['new-transaction'], { transSessionId: 'S1' }),
      { type: 'transaction-confirmed', reference: 'ZW-1' },
      at('initiate-payment', {
        begun: ['new-transaction', 'confirm-transaction'],
        transSessionId: 'S1',
        reference: 'ZW-1',
      }),
    ],
    [
      'a confirm error: confirm-error (the confirmation step reopens)',
      running('confirm-transaction', ['new-transaction'], { transSessionId: 'S1' }),
      { type: 'confirm-failed', message: 'Transaction confirmation failed. Please try again.' },
      at('confirm-error', {
        begun: ['new-transaction', 'confirm-transaction'],
        transSessionId: 'S1',
        error: 'Transaction confirmation failed. Please try again.',
      }),
    ],
    [
      'payment_url: payment-gateway-redirect',
      running('initiate-payment', ['new-transaction', 'confirm-transaction'], {
        transSessionId: 'S1',
        reference: 'ZW-1',
      }),
      { type: 'payment-initiated', paymentUrl: 'https://pay/x' },
      at('payment-gateway-redirect', {
        begun: ['new-transaction', 'confirm-transaction', 'initiate-payment'],
        transSessionId: 'S1',
        reference: 'ZW-1',
        paymentUrl: 'https://pay/x',
      }),
    ],
    [
      'redirected: process-complete, every piece of transaction state cleared',
      at('payment-gateway-redirect', {
        transSessionId: 'S1',
        reference: 'ZW-1',
        paymentUrl: 'https://pay/x',
      }),
      { type: 'redirected' },
      { ...IDLE, stage: 'process-complete' },
    ],
    [
      'a failure before confirm: back to no stage with the error; registered ids kept, session dropped',
      running('new-transaction', ['add-beneficiary'], { beneficiaryId: 'B7', transSessionId: null }),
      { type: 'failed', message: 'Failed to create transaction' },
      at(null, { beneficiaryId: 'B7', error: 'Failed to create transaction' }),
    ],
    [
      'a payment-initiation failure keeps the confirmed transaction and says so',
      running('initiate-payment', ['confirm-transaction'], { reference: 'ZW-1' }),
      { type: 'failed', message: 'Payment initiation failed. Please try again.' },
      running('initiate-payment', ['confirm-transaction'], {
        reference: 'ZW-1',
        error: 'Payment initiation failed. Please try again.',
      }),
    ],
  ];
  it.each(table)('%s', (_name, from, event, to) => {
    expect(nextStage(from, event)).toEqual(to);
  });
});

describe('each stage runs at most once per flow', () => {
  const same: [string, StageState, StageEvent][] = [
    ['a second Make Payment while creating (double click)', running('new-transaction', []), pay('R1', 'B1')],
    ['Make Payment while confirming', running('confirm-transaction', ['new-transaction']), pay('R1', 'B1')],
    ['Make Payment while redirecting', at('payment-gateway-redirect'), pay('R1', 'B1')],
    ['Make Payment after the flow completed', at('process-complete'), pay('R1', 'B1')],
    ['begin create twice', running('new-transaction', []), { type: 'begin', stage: 'new-transaction' }],
    [
      'begin a stage the flow is not in',
      at('new-transaction'),
      { type: 'begin', stage: 'confirm-transaction' },
    ],
    [
      'begin confirm again after a reload (begun is kept)',
      running('confirm-transaction', ['new-transaction']),
      { type: 'begin', stage: 'confirm-transaction' },
    ],
    [
      'a late transaction-created once confirming (never re-enters create)',
      running('confirm-transaction', ['new-transaction'], { transSessionId: 'S1' }),
      { type: 'transaction-created', transSessionId: 'S2' },
    ],
    [
      'a repeated confirmation once initiating payment',
      running('initiate-payment', ['new-transaction', 'confirm-transaction'], { reference: 'ZW-1' }),
      { type: 'transaction-confirmed', reference: 'ZW-2' },
    ],
    [
      'a late confirm failure after confirmation succeeded',
      running('initiate-payment', ['confirm-transaction'], { reference: 'ZW-1' }),
      { type: 'confirm-failed', message: 'late' },
    ],
    [
      'an outcome for a call that never began',
      at('new-transaction'),
      { type: 'transaction-created', transSessionId: 'S1' },
    ],
    [
      'remitter-registered outside remit-one',
      running('new-transaction', []),
      { type: 'remitter-registered', remitterId: 'R2' },
    ],
    [
      'a second payment_url',
      at('payment-gateway-redirect', { paymentUrl: 'a' }),
      { type: 'payment-initiated', paymentUrl: 'b' },
    ],
    ['redirected before a payment_url', running('initiate-payment', []), { type: 'redirected' }],
    [
      'a failure of a stage not running',
      at('confirm-error', { error: 'x' }),
      { type: 'failed', message: 'y' },
    ],
    [
      'reset while a call is under way',
      running('confirm-transaction', ['new-transaction']),
      { type: 'reset' },
    ],
    ['reset while redirecting', at('payment-gateway-redirect'), { type: 'reset' }],
    [
      'begin initiate again after it failed, before the retry is asked',
      running('initiate-payment', [], { error: 'Payment initiation failed. Please try again.' }),
      { type: 'begin', stage: 'initiate-payment' },
    ],
  ];
  it.each(same)('%s: nothing changes', (_name, from, event) => {
    expect(nextStage(from, event)).toBe(from);
  });

  it('a whole flow: create and confirm each begin once, whatever is repeated', () => {
    const events: StageEvent[] = [
      pay('R1', 'B1'),
      pay('R1', 'B1'),
      { type: 'begin', stage: 'new-transaction' },
      { type: 'begin', stage: 'new-transaction' },
      { type: 'transaction-created', transSessionId: 'S1' },
      { type: 'transaction-created', transSessionId: 'S2' },
      { type: 'begin', stage: 'new-transaction' },
      { type: 'begin', stage: 'confirm-transaction' },
      pay('R1', 'B1'),
      { type: 'begin', stage: 'confirm-transaction' },
      { type: 'transaction-confirmed', reference: 'ZW-1' },
      { type: 'transaction-confirmed', reference: 'ZW-2' },
    ];
    const begun: Stage[] = [];
    let state = IDLE;
    for (const event of events) {
      const after = nextStage(state, event);
      if (event.type === 'begin' && after !== state) begun.push(event.stage);
      state = after;
    }
    expect(begun).toEqual(['new-transaction', 'confirm-transaction']);
    expect(state).toMatchObject({ stage: 'initiate-payment', transSessionId: 'S1', reference: 'ZW-1' });
  });
});

describe('retries never create a second transaction', () => {
  it('after a confirm error, Make Payment confirms the same session again (never a new create)', () => {
    const failed = at('confirm-error', {
      begun: ['new-transaction', 'confirm-transaction'],
      transSessionId: 'S1',
      error: 'x',
    });
    const retried = nextStage(failed, pay('R1', 'B1'));
    expect(retried).toEqual(at('confirm-transaction', { begun: ['new-transaction'], transSessionId: 'S1' }));
    expect(nextStage(retried, { type: 'begin', stage: 'new-transaction' })).toBe(retried);
    expect(nextStage(retried, { type: 'begin', stage: 'confirm-transaction' }).begun).toContain(
      'confirm-transaction',
    );
  });

  it('after a payment-initiation error, Make Payment initiates again for the same reference', () => {
    const failed = running('initiate-payment', ['confirm-transaction'], { reference: 'ZW-1', error: 'x' });
    expect(nextStage(failed, pay('R1', 'B1'))).toEqual(
      at('initiate-payment', { begun: ['confirm-transaction'], reference: 'ZW-1' }),
    );
  });

  it('after a failure before confirm, Make Payment keeps the beneficiary already added', () => {
    const failed = at(null, { remitterId: 'R1', beneficiaryId: 'B7', error: 'Failed to create transaction' });
    expect(nextStage(failed, pay('R1', null))).toEqual({
      ...IDLE,
      stage: 'new-transaction',
      remitterId: 'R1',
      beneficiaryId: 'B7',
    });
  });

  it('after remit-one failed and succeeded on retry, the user is not registered twice', () => {
    const registered = nextStage(running('remit-one', [], { remitterId: null, beneficiaryId: null }), {
      type: 'remitter-registered',
      remitterId: 'R9',
    });
    const begun = nextStage(registered, { type: 'begin', stage: 'add-beneficiary' });
    const failed = nextStage(begun, { type: 'failed', message: 'Failed to create beneficiary' });
    expect(failed).toMatchObject({ stage: null, remitterId: 'R9' });
    expect(nextStage(failed, pay(null, null)).stage).toBe('add-beneficiary');
  });
});

describe('reset, Make Payment and the underway flag', () => {
  it.each([
    ['idle', IDLE, true, false, true],
    ['creating', running('new-transaction', []), false, true, false],
    ['confirming', running('confirm-transaction', []), false, true, false],
    ['confirm error', at('confirm-error', { error: 'x' }), true, false, true],
    ['initiating', running('initiate-payment', []), false, true, false],
    ['initiation failed', running('initiate-payment', [], { error: 'x' }), true, false, true],
    ['redirecting', at('payment-gateway-redirect'), false, true, false],
    ['complete', at('process-complete'), false, false, true],
  ])('%s: can pay %s, underway %s, reset allowed %s', (_name, state, pays, underway, resets) => {
    expect(canMakePayment(state)).toBe(pays);
    expect(paymentUnderway(state)).toBe(underway);
    expect(nextStage(state, { type: 'reset' }) === IDLE || state === IDLE).toBe(resets);
  });
});

describe('what a payment is for, and what it asks to pay', () => {
  const inputs = { transaction: 'T1', beneficiary: 'saved:B1' };
  const table: [string, StageState, StageEvent, Partial<StageState>][] = [
    [
      'Make Payment records what the payment is for',
      IDLE,
      { type: 'make-payment', remitterId: 'R1', beneficiaryId: 'B1', inputs },
      { stage: 'new-transaction', inputs },
    ],
    [
      'a confirm retry keeps them',
      at('confirm-error', { inputs, transSessionId: 'S1', payAmount: 109.99, error: 'x' }),
      {
        type: 'make-payment',
        remitterId: 'R1',
        beneficiaryId: 'B1',
        inputs: { ...inputs, transaction: 'T2' },
      },
      { stage: 'confirm-transaction', inputs, transSessionId: 'S1', payAmount: 109.99 },
    ],
    [
      "the created session's total to pay is kept for the payment",
      running('new-transaction', []),
      { type: 'transaction-created', transSessionId: 'S1', payAmount: 109.99 },
      { stage: 'confirm-transaction', payAmount: 109.99 },
    ],
    [
      'a session without a total: none kept',
      running('new-transaction', []),
      { type: 'transaction-created', transSessionId: 'S1' },
      { stage: 'confirm-transaction', payAmount: null },
    ],
    [
      'a failure before confirm drops the session and its total, keeps the inputs',
      running('new-transaction', [], { inputs, payAmount: 5 }),
      { type: 'failed', message: 'x' },
      { stage: null, transSessionId: null, payAmount: null, inputs },
    ],
    [
      'redirected clears them',
      at('payment-gateway-redirect', { inputs, payAmount: 109.99 }),
      { type: 'redirected' },
      { stage: 'process-complete', inputs: null, payAmount: null },
    ],
  ];
  it.each(table)('%s', (_name, from, event, expected) => {
    expect(nextStage(from, event)).toMatchObject(expected);
  });
});
