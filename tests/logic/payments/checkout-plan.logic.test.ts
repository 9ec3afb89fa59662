import { describe, expect, it } from 'vitest';
import type { CheckoutClaim } from '@/features/payments/checkout/claims.ts';
import { planCheckout, type CheckoutPlan } from '@/features/payments/checkout/plan.ts';
import {
  CHECKOUT_LIFE_MS,
  INITIAL_CHECKOUT,
  type CheckoutState,
} from '@/features/payments/checkout/state.ts';

const A = 'inputs-A';
const B = 'inputs-B';
const NOW = 1_700_000_000_000;
const LATER = NOW + CHECKOUT_LIFE_MS + 1;

const prepared: CheckoutState = { ...INITIAL_CHECKOUT, flowId: 'flow-1' };
/** Created for A (entering Confirmation, or a create held for the sender to see its figures). */
const created: CheckoutState = {
  ...prepared,
  runId: 'run-1',
  inputs: A,
  transSessionId: 'session-1',
  created: { remitter_pay_amount: 105 },
  createdAt: NOW,
};
const confirming: CheckoutState = { ...created, stage: 'confirm', begun: true, paying: true };
const unclear: CheckoutState = { ...created, failed: 'confirm', error: 'no answer', confirmUnclear: true };
const confirmedUnpaid: CheckoutState = { ...created, reference: 'REF-1', failed: 'initiate', error: 'x' };
const createFailed: CheckoutState = { ...prepared, inputs: A, failed: 'create', error: 'x' };

const claim = (runId: string, inputs: string, done = false, at = NOW): CheckoutClaim => ({
  runId,
  inputs,
  done,
  at,
});

type Row = [
  name: string,
  state: CheckoutState,
  request: { inputs: string; pay: boolean },
  claim: CheckoutClaim | null,
  now: number,
  payCreates: boolean,
  plan: CheckoutPlan,
];

const PAY_A = { inputs: A, pay: true };
const PAY_B = { inputs: B, pay: true };
const ENTER_A = { inputs: A, pay: false };
const ENTER_B = { inputs: B, pay: false };

describe('planCheckout: what a request does', () => {
  it.each<Row>([
    ['a call runs: nothing starts', confirming, PAY_A, null, NOW, true, { kind: 'busy' }],
    ['a call runs, other inputs: nothing starts', confirming, ENTER_B, null, NOW, false, { kind: 'busy' }],
    ['first press (Zimbabwe): create and pay', prepared, PAY_A, null, NOW, true, open(true, false)],
    ['first press (other countries): create only', prepared, PAY_A, null, NOW, false, open(false, false)],
    ['entering Confirmation: create', prepared, ENTER_A, null, NOW, false, open(false, false)],
    ['entering again for what was created: nothing', created, ENTER_A, null, NOW, false, { kind: 'idle' }],
    ['Make Payment on what was created: pay it', created, PAY_A, null, NOW, false, { kind: 'pay' }],
    ['other inputs than created: a new checkout', created, ENTER_B, null, NOW, false, open(false, true)],
    ['a failed create: created again', createFailed, PAY_A, null, NOW, true, open(true, false)],
    [
      'after an unclear confirm, the same inputs: pay (the confirm looks up first)',
      unclear,
      PAY_A,
      null,
      NOW,
      true,
      { kind: 'pay' },
    ],
    [
      'after an unclear confirm, other inputs: look it up first',
      unclear,
      PAY_B,
      null,
      NOW,
      true,
      { kind: 'look-up' },
    ],
    [
      'after an unclear confirm, past its life: still looked up first',
      unclear,
      PAY_A,
      null,
      LATER,
      true,
      { kind: 'look-up' },
    ],
    [
      'confirmed, payment page failed: pay it again',
      confirmedUnpaid,
      PAY_A,
      null,
      NOW,
      true,
      { kind: 'pay' },
    ],
    [
      'confirmed, other inputs: to the transaction',
      confirmedUnpaid,
      PAY_B,
      null,
      NOW,
      true,
      { kind: 'to-transaction', reference: 'REF-1' },
    ],
    [
      'confirmed, past its life: a new transaction for what is shown',
      confirmedUnpaid,
      PAY_A,
      null,
      LATER,
      true,
      open(true, true),
    ],
    [
      'created, past its life: created again before anything is paid',
      created,
      PAY_A,
      null,
      LATER,
      false,
      open(false, true),
    ],
    [
      'created, past its life (Zimbabwe): a new transaction',
      created,
      PAY_A,
      null,
      LATER,
      true,
      open(true, true),
    ],
    [
      'claimed by a duplicate tab for these inputs: refused',
      created,
      PAY_A,
      claim('run-2', A),
      NOW,
      false,
      { kind: 'refuse', reason: 'duplicate' },
    ],
    [
      'ended in a duplicate tab for these inputs: refused',
      prepared,
      PAY_A,
      claim('run-2', A, true),
      NOW,
      true,
      { kind: 'refuse', reason: 'duplicate' },
    ],
    [
      'ended elsewhere, then entering Confirmation: no refusal (nothing is paid)',
      created,
      ENTER_A,
      claim('run-2', A, true),
      NOW,
      false,
      { kind: 'idle' },
    ],
    [
      'ended elsewhere for other inputs: a new checkout',
      prepared,
      PAY_B,
      claim('run-2', A, true),
      NOW,
      true,
      open(true, true),
    ],
    [
      'ended elsewhere past its life: a new checkout',
      prepared,
      PAY_A,
      claim('run-2', A, true, NOW),
      LATER,
      true,
      open(true, true),
    ],
    ['claimed by this run: pay', created, PAY_A, claim('run-1', A), NOW, false, { kind: 'pay' }],
  ])('%s', (_name, state, request, stored, now, payCreates, plan) => {
    expect(planCheckout({ state, request, claim: stored, others: [], now, payCreates })).toEqual(plan);
  });
});

describe('planCheckout: the same transfer started by another checkout', () => {
  const other = (fields: Partial<CheckoutClaim>): CheckoutClaim => ({ ...claim('run-9', A), ...fields });
  it.each<[string, CheckoutClaim, number, CheckoutPlan['kind']]>([
    ['it ended (its payment page opened): refused', other({ done: true }), NOW, 'refuse'],
    ['it sent a confirm: refused', other({ confirm: 'sent' }), NOW, 'refuse'],
    ['it made a transaction: refused', other({ confirm: { reference: 'REF-9' } }), NOW, 'refuse'],
    ['it never got past its create: a new transaction', other({}), NOW, 'open'],
    ['another transfer: a new transaction', other({ inputs: B, done: true }), NOW, 'open'],
    ['past its life: a new transaction', other({ done: true }), LATER, 'open'],
  ])('%s', (_name, stored, now, kind) => {
    const plan = planCheckout({
      state: prepared,
      request: PAY_A,
      claim: null,
      others: [stored],
      now,
      payCreates: true,
    });
    expect(plan.kind).toBe(kind);
    if (plan.kind === 'refuse') expect(plan.reason).toBe('repeat');
  });

  it('refused even after this checkout’s own unclear confirm (what it made, if anything, is in Transactions)', () => {
    const others = [other({ done: true })];
    expect(
      planCheckout({ state: unclear, request: PAY_A, claim: null, others, now: NOW, payCreates: true }),
    ).toEqual({
      kind: 'refuse',
      reason: 'repeat',
    });
  });

  it('not refused for this checkout’s own confirmed transaction: it is paid, never made again', () => {
    const others = [other({ done: true })];
    expect(
      planCheckout({
        state: confirmedUnpaid,
        request: PAY_A,
        claim: null,
        others,
        now: NOW,
        payCreates: true,
      }).kind,
    ).toBe('pay');
  });

  it('entering Confirmation is never refused for it (nothing is paid)', () => {
    const others = [other({ done: true })];
    expect(
      planCheckout({ state: prepared, request: ENTER_A, claim: null, others, now: NOW, payCreates: false })
        .kind,
    ).toBe('open');
  });
});

function open(pay: boolean, renew: boolean): CheckoutPlan {
  return { kind: 'open', pay, renew };
}
