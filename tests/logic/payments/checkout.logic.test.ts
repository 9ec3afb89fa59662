import { describe, expect, it } from 'vitest';
import type { CreatedAmounts } from '@/api/contract.ts';
import {
  INITIAL_CHECKOUT,
  canPay,
  checkoutRecovery,
  checkoutUnderway,
  createdFor,
  nextCheckout,
  type CheckoutEvent,
  type CheckoutStage,
  type CheckoutState,
  type MadeFor,
} from '@/features/payments/checkout/state.ts';
import { planCheckout, type CheckoutPlan } from '@/features/payments/checkout/plan.ts';

type OpenDecision = CheckoutPlan['kind'];

/** The plan of Make Payment for `inputs` on a checkout no other tab claimed, at the time of its create. */
const openDecision = (state: CheckoutState, inputs: string): OpenDecision =>
  planCheckout({
    state,
    request: { inputs, pay: true },
    claim: null,
    others: [],
    now: CREATED_AT,
    payCreates: true,
  }).kind;

const FLOW = 'flow-1';
/** What the Confirmation screen shows, as a key: A is what was created, B what the sender changed to. */
const A = 'inputs-A';
const B = 'inputs-B';
const SESSION = 'session-1';
const REFERENCE = 'REF-1';
const MADE_FOR: MadeFor = { beneficiaryMobile: '+263771234567', receive: 100 };
const FIGURES: Partial<CreatedAmounts> = { remitter_pay_amount: 105, destination_amount: 100 };
const CREATED_AT = 1_700_000_000_000;

const prepare: CheckoutEvent = { type: 'prepare', flowId: FLOW };
const open = (inputs: string, pay: boolean): CheckoutEvent => ({
  type: 'open',
  inputs,
  pay,
  madeFor: MADE_FOR,
});
const begin = (stage: CheckoutStage): CheckoutEvent => ({ type: 'begin', stage });
const pay = (inputs: string, runId = 'run-1'): CheckoutEvent => ({ type: 'pay', inputs, runId });
const created: CheckoutEvent = {
  type: 'created',
  transSessionId: SESSION,
  created: FIGURES,
  createdAt: CREATED_AT,
};
const createFailed: CheckoutEvent = { type: 'create-failed', message: 'create failed' };
const confirmed: CheckoutEvent = { type: 'confirmed', reference: REFERENCE };
const confirmFailed: CheckoutEvent = { type: 'confirm-failed', message: 'confirm failed' };
const confirmUnclear: CheckoutEvent = { type: 'confirm-failed', message: 'no answer', unclear: true };
const initiated: CheckoutEvent = { type: 'initiated' };
const initiateFailed: CheckoutEvent = { type: 'initiate-failed', message: 'initiate failed' };
const lookUp: CheckoutEvent = { type: 'look-up' };
const notFound: CheckoutEvent = { type: 'not-found' };
const lookUpFailed: CheckoutEvent = { type: 'look-up-failed', message: 'list did not load' };
const handedOff: CheckoutEvent = { type: 'handed-off' };
const interrupted: CheckoutEvent = { type: 'interrupted', message: 'cut off' };
const reset: CheckoutEvent = { type: 'reset' };

const play = (from: CheckoutState, ...events: CheckoutEvent[]): CheckoutState =>
  events.reduce((state, event) => nextCheckout(state, event), from);

/** Every state a checkout passes through, each reached by the events that lead to it. */
const prepared = play(INITIAL_CHECKOUT, prepare);
const createQueued = play(prepared, open(A, false));
const creating = play(createQueued, begin('create'));
const creatingToPay = play(prepared, open(A, true), begin('create'));
const waiting = play(creating, created);
const createFailedState = play(creating, createFailed);
const confirmQueued = play(waiting, pay(A));
const confirming = play(confirmQueued, begin('confirm'));
const confirmFailedState = play(confirming, confirmFailed);
const confirmUnclearState = play(confirming, confirmUnclear);
const lookUpQueued = play(confirmUnclearState, lookUp);
const lookingUp = play(lookUpQueued, begin('look-up'));
const lookUpFailedState = play(lookingUp, lookUpFailed);
const notFoundState = play(lookingUp, notFound);
const initiateQueued = play(confirming, confirmed);
const initiating = play(initiateQueued, begin('initiate'));
const initiateFailedState = play(initiating, initiateFailed);
/** Confirmed on a retry after an unclear confirm, then the payment page failed to start. */
const initiateFailedAfterUnclear = play(
  confirmUnclearState,
  pay(A),
  begin('confirm'),
  confirmed,
  begin('initiate'),
  initiateFailed,
);
const complete = play(initiating, initiated);

const STATES = {
  initial: INITIAL_CHECKOUT,
  prepared,
  createQueued,
  creating,
  creatingToPay,
  waiting,
  createFailed: createFailedState,
  confirmQueued,
  confirming,
  confirmFailed: confirmFailedState,
  confirmUnclear: confirmUnclearState,
  lookUpQueued,
  lookingUp,
  lookUpFailed: lookUpFailedState,
  notFound: notFoundState,
  initiateQueued,
  initiating,
  initiateFailed: initiateFailedState,
  initiateFailedAfterUnclear,
  complete,
} satisfies Record<string, CheckoutState>;
type StateName = keyof typeof STATES;

const UNDERWAY: StateName[] = [
  'createQueued',
  'creating',
  'creatingToPay',
  'confirmQueued',
  'confirming',
  'lookUpQueued',
  'lookingUp',
  'initiateQueued',
  'initiating',
];

/** The flow's own record after the checkout ended: only what identifies it stays. */
const ENDED: CheckoutState = { ...INITIAL_CHECKOUT, stage: 'complete', flowId: FLOW, runId: 'run-1' };

describe('the states a checkout passes through', () => {
  it.each<[StateName, Partial<CheckoutState>]>([
    ['prepared', { stage: null, flowId: FLOW, inputs: null }],
    ['createQueued', { stage: 'create', begun: false, inputs: A, paying: false, madeFor: MADE_FOR }],
    ['creating', { stage: 'create', begun: true, paying: false }],
    ['creatingToPay', { stage: 'create', begun: true, paying: true }],
    [
      'waiting',
      { stage: null, transSessionId: SESSION, created: FIGURES, createdAt: CREATED_AT, failed: null },
    ],
    ['createFailed', { stage: null, failed: 'create', transSessionId: null, created: null, inputs: A }],
    ['confirmQueued', { stage: 'confirm', begun: false, paying: true, runId: 'run-1' }],
    ['confirming', { stage: 'confirm', begun: true, transSessionId: SESSION }],
    ['confirmFailed', { stage: null, failed: 'confirm', confirmUnclear: false, transSessionId: SESSION }],
    ['confirmUnclear', { stage: null, failed: 'confirm', confirmUnclear: true, transSessionId: SESSION }],
    ['lookUpQueued', { stage: 'look-up', begun: false, failed: null, confirmUnclear: true }],
    ['lookingUp', { stage: 'look-up', begun: true }],
    ['lookUpFailed', { stage: null, failed: 'confirm', confirmUnclear: true, transSessionId: SESSION }],
    ['notFound', { ...INITIAL_CHECKOUT, flowId: FLOW, runId: 'run-1' }],
    ['initiateQueued', { stage: 'initiate', begun: false, reference: REFERENCE }],
    ['initiating', { stage: 'initiate', begun: true, reference: REFERENCE }],
    ['initiateFailed', { stage: null, failed: 'initiate', reference: REFERENCE, paying: false }],
    ['initiateFailedAfterUnclear', { failed: 'initiate', reference: REFERENCE, confirmUnclear: true }],
    ['complete', ENDED],
  ])('%s', (name, fields) => {
    expect(STATES[name]).toMatchObject(fields);
  });
});

describe('nextCheckout: an event that does not apply returns the same object', () => {
  const cases: [StateName, CheckoutEvent][] = [
    // prepare: the id is given once
    ['prepared', { type: 'prepare', flowId: 'flow-2' }],
    ['waiting', { type: 'prepare', flowId: 'flow-2' }],
    ['creating', { type: 'prepare', flowId: 'flow-2' }],
    ['confirmUnclear', { type: 'prepare', flowId: 'flow-2' }],
    ['initiateFailed', { type: 'prepare', flowId: 'flow-2' }],
    // open: anything but 'fresh'
    ...UNDERWAY.map((name): [StateName, CheckoutEvent] => [name, open(B, true)]),
    ['waiting', open(A, true)],
    ['confirmFailed', open(A, false)],
    ['confirmUnclear', open(A, true)],
    ['confirmUnclear', open(B, true)],
    ['lookUpFailed', open(B, false)],
    ['initiateFailed', open(A, true)],
    ['initiateFailed', open(B, true)],
    ['initiateFailedAfterUnclear', open(B, true)],
    // look-up: only after an unclear confirm, nothing under way, nothing confirmed
    ['initial', lookUp],
    ['waiting', lookUp],
    ['confirmFailed', lookUp],
    ['createFailed', lookUp],
    ['lookUpQueued', lookUp],
    ['lookingUp', lookUp],
    ['initiateFailed', lookUp],
    ['initiateFailedAfterUnclear', lookUp],
    ['complete', lookUp],
    // begin: the stage's own, once, and only a call
    ['prepared', begin('create')],
    ['createQueued', begin('confirm')],
    ['creating', begin('create')],
    ['confirming', begin('confirm')],
    ['lookingUp', begin('look-up')],
    ['initiating', begin('initiate')],
    ['waiting', begin('confirm')],
    ['complete', begin('complete')],
    // created / create-failed: only from a running create
    ['createQueued', created],
    ['waiting', created],
    ['confirming', created],
    ['complete', created],
    ['createQueued', createFailed],
    ['waiting', createFailed],
    ['confirming', createFailed],
    // pay: only the created transaction of these inputs, nothing under way
    ['initial', pay(A)],
    ['prepared', pay(A)],
    ['waiting', pay(B)],
    ['createFailed', pay(A)],
    ['confirmFailed', pay(B)],
    ['confirmUnclear', pay(B)],
    ['lookUpFailed', pay(B)],
    ['initiateFailed', pay(B)],
    ['notFound', pay(A)],
    ['complete', pay(A)],
    ...UNDERWAY.map((name): [StateName, CheckoutEvent] => [name, pay(A)]),
    // confirmed / confirm-failed: only from a running confirm
    ['confirmQueued', confirmed],
    ['waiting', confirmed],
    ['lookingUp', confirmed],
    ['initiating', confirmed],
    ['confirmQueued', confirmUnclear],
    ['confirmFailed', confirmUnclear],
    ['lookingUp', confirmFailed],
    ['initiating', confirmFailed],
    // initiated / initiate-failed: only from a running initiate
    ['initiateQueued', initiated],
    ['confirming', initiated],
    ['initiateFailed', initiated],
    ['complete', initiated],
    ['initiateQueued', initiateFailed],
    ['confirming', initiateFailed],
    ['initiateFailed', initiateFailed],
    // not-found / look-up-failed: only from a running look-up
    ['lookUpQueued', notFound],
    ['confirmUnclear', notFound],
    ['confirming', notFound],
    ['lookUpQueued', lookUpFailed],
    ['lookUpFailed', lookUpFailed],
    ['confirming', lookUpFailed],
    // handed-off: a running look-up, a running confirm, or a confirmed transaction
    ['initial', handedOff],
    ['waiting', handedOff],
    ['creating', handedOff],
    ['createFailed', handedOff],
    ['confirmQueued', handedOff],
    ['confirmFailed', handedOff],
    ['confirmUnclear', handedOff],
    ['lookUpQueued', handedOff],
    ['lookUpFailed', handedOff],
    ['complete', handedOff],
    // interrupted: only a call's stage
    ['initial', interrupted],
    ['waiting', interrupted],
    ['confirmUnclear', interrupted],
    ['initiateFailed', interrupted],
    ['complete', interrupted],
    // reset: never while a call is under way
    ...UNDERWAY.map((name): [StateName, CheckoutEvent] => [name, reset]),
  ];

  it.each(cases)('%s + %j', (name, event) => {
    const state = STATES[name];
    expect(nextCheckout(state, event)).toBe(state);
  });
});

describe('nextCheckout: the events that apply', () => {
  it.each<[string, CheckoutState, CheckoutEvent, CheckoutState]>([
    ['prepare gives a new checkout its id', INITIAL_CHECKOUT, prepare, { ...INITIAL_CHECKOUT, flowId: FLOW }],
    [
      'prepare after the checkout ended starts a new one (new id, no run)',
      complete,
      { type: 'prepare', flowId: 'flow-2' },
      { ...INITIAL_CHECKOUT, flowId: 'flow-2' },
    ],
    [
      'open creates for the inputs, without paying',
      prepared,
      open(A, false),
      { ...INITIAL_CHECKOUT, flowId: FLOW, stage: 'create', inputs: A, madeFor: MADE_FOR },
    ],
    [
      'open with pay creates to pay at once',
      prepared,
      open(A, true),
      { ...INITIAL_CHECKOUT, flowId: FLOW, stage: 'create', inputs: A, paying: true, madeFor: MADE_FOR },
    ],
    [
      'open with other inputs replaces a transaction never confirmed (id and run kept)',
      waiting,
      open(B, false),
      { ...INITIAL_CHECKOUT, flowId: FLOW, stage: 'create', inputs: B, madeFor: MADE_FOR },
    ],
    [
      'open with other inputs after a clearly failed confirm creates anew',
      confirmFailedState,
      open(B, true),
      {
        ...INITIAL_CHECKOUT,
        flowId: FLOW,
        runId: 'run-1',
        stage: 'create',
        inputs: B,
        paying: true,
        madeFor: MADE_FOR,
      },
    ],
    [
      'open after a failed create creates again, even for the same inputs',
      createFailedState,
      open(A, true),
      { ...INITIAL_CHECKOUT, flowId: FLOW, stage: 'create', inputs: A, paying: true, madeFor: MADE_FOR },
    ],
    [
      'open after the checkout ended creates under the same id and run',
      complete,
      { type: 'open', inputs: B, pay: false, madeFor: null },
      { ...INITIAL_CHECKOUT, flowId: FLOW, runId: 'run-1', stage: 'create', inputs: B },
    ],
    [
      'look-up after an unclear confirm',
      confirmUnclearState,
      lookUp,
      { ...confirmUnclearState, stage: 'look-up', begun: false, failed: null, error: null },
    ],
    [
      'look-up again after a look-up that could not tell',
      lookUpFailedState,
      lookUp,
      { ...lookUpFailedState, stage: 'look-up', begun: false, failed: null, error: null },
    ],
    ['begin create', createQueued, begin('create'), { ...createQueued, begun: true }],
    ['begin confirm', confirmQueued, begin('confirm'), { ...confirmQueued, begun: true }],
    ['begin look-up', lookUpQueued, begin('look-up'), { ...lookUpQueued, begun: true }],
    ['begin initiate', initiateQueued, begin('initiate'), { ...initiateQueued, begun: true }],
    [
      'created, not paying: waits for Make Payment',
      creating,
      created,
      {
        ...creating,
        stage: null,
        begun: false,
        transSessionId: SESSION,
        created: FIGURES,
        createdAt: CREATED_AT,
      },
    ],
    [
      'created, paying: straight on to confirm',
      creatingToPay,
      created,
      {
        ...creatingToPay,
        stage: 'confirm',
        begun: false,
        transSessionId: SESSION,
        created: FIGURES,
        createdAt: CREATED_AT,
      },
    ],
    [
      'create-failed',
      creatingToPay,
      createFailed,
      {
        ...creatingToPay,
        stage: null,
        begun: false,
        paying: false,
        failed: 'create',
        error: 'create failed',
      },
    ],
    [
      'pay the created transaction: confirm',
      waiting,
      pay(A, 'run-2'),
      { ...waiting, stage: 'confirm', begun: false, paying: true, runId: 'run-2' },
    ],
    [
      'pay after a failed confirm: confirm again, same session',
      confirmFailedState,
      pay(A, 'run-2'),
      { ...confirmFailedState, stage: 'confirm', paying: true, failed: null, error: null, runId: 'run-2' },
    ],
    [
      'pay after an unclear confirm: confirm again, still unclear',
      confirmUnclearState,
      pay(A),
      { ...confirmUnclearState, stage: 'confirm', paying: true, failed: null, error: null },
    ],
    [
      'pay after a look-up that could not tell, for the same inputs: confirm again',
      lookUpFailedState,
      pay(A),
      { ...lookUpFailedState, stage: 'confirm', paying: true, failed: null, error: null },
    ],
    [
      'pay after a failed initiate: initiate again',
      initiateFailedState,
      pay(A, 'run-2'),
      { ...initiateFailedState, stage: 'initiate', paying: true, failed: null, error: null, runId: 'run-2' },
    ],
    [
      'confirmed: on to initiate',
      confirming,
      confirmed,
      { ...confirming, stage: 'initiate', begun: false, reference: REFERENCE },
    ],
    [
      'confirm-failed, clear',
      confirming,
      confirmFailed,
      { ...confirming, stage: null, begun: false, paying: false, failed: 'confirm', error: 'confirm failed' },
    ],
    [
      'confirm-failed, unclear',
      confirming,
      confirmUnclear,
      {
        ...confirming,
        stage: null,
        begun: false,
        paying: false,
        failed: 'confirm',
        error: 'no answer',
        confirmUnclear: true,
      },
    ],
    [
      'confirm-failed, clear, after an earlier unclear one: still unclear',
      play(confirmUnclearState, pay(A), begin('confirm')),
      confirmFailed,
      { ...confirmUnclearState, runId: 'run-1', error: 'confirm failed' },
    ],
    ['initiated: the checkout ends', initiating, initiated, ENDED],
    [
      'initiate-failed',
      initiating,
      initiateFailed,
      {
        ...initiating,
        stage: null,
        begun: false,
        paying: false,
        failed: 'initiate',
        error: 'initiate failed',
      },
    ],
    [
      'not-found: the earlier one was never confirmed (id and run kept)',
      lookingUp,
      notFound,
      { ...INITIAL_CHECKOUT, flowId: FLOW, runId: 'run-1' },
    ],
    [
      'look-up-failed: waits, still unclear',
      lookingUp,
      lookUpFailed,
      {
        ...lookingUp,
        stage: null,
        begun: false,
        paying: false,
        failed: 'confirm',
        error: 'list did not load',
      },
    ],
    ['handed-off from a running look-up', lookingUp, handedOff, ENDED],
    ['handed-off from a running confirm', confirming, handedOff, ENDED],
    ['handed-off with a reference (payment not started)', initiateFailedState, handedOff, ENDED],
    ['handed-off with a reference (initiate queued)', initiateQueued, handedOff, ENDED],
    [
      'interrupted look-up: counts as a look-up that could not tell',
      lookingUp,
      interrupted,
      { ...lookingUp, stage: null, begun: false, failed: 'confirm', error: 'cut off' },
    ],
    [
      'interrupted create: counts as failed',
      creatingToPay,
      interrupted,
      { ...creatingToPay, stage: null, begun: false, paying: false, failed: 'create', error: 'cut off' },
    ],
    [
      'interrupted confirm: unclear',
      confirming,
      interrupted,
      {
        ...confirming,
        stage: null,
        begun: false,
        paying: false,
        failed: 'confirm',
        error: 'cut off',
        confirmUnclear: true,
      },
    ],
    [
      'interrupted initiate: the payment page may be asked for again',
      initiating,
      interrupted,
      { ...initiating, stage: null, begun: false, paying: false, failed: 'initiate', error: 'cut off' },
    ],
    ['reset a waiting checkout', waiting, reset, INITIAL_CHECKOUT],
    ['reset after an unclear confirm', confirmUnclearState, reset, INITIAL_CHECKOUT],
    ['reset a checkout that ended', complete, reset, INITIAL_CHECKOUT],
  ])('%s', (_name, state, event, expected) => {
    expect(nextCheckout(state, event)).toEqual(expected);
  });
});

describe('openDecision', () => {
  it.each<[StateName, string, OpenDecision]>([
    ['initial', A, 'open'],
    ['prepared', A, 'open'],
    ...UNDERWAY.map((name): [StateName, string, OpenDecision] => [name, A, 'busy']),
    ...UNDERWAY.map((name): [StateName, string, OpenDecision] => [name, B, 'busy']),
    ['waiting', A, 'pay'],
    ['waiting', B, 'open'],
    ['createFailed', A, 'open'],
    ['createFailed', B, 'open'],
    ['confirmFailed', A, 'pay'],
    ['confirmFailed', B, 'open'],
    ['confirmUnclear', A, 'pay'],
    ['confirmUnclear', B, 'look-up'],
    ['lookUpFailed', A, 'pay'],
    ['lookUpFailed', B, 'look-up'],
    ['notFound', B, 'open'],
    ['initiateFailed', A, 'pay'],
    ['initiateFailed', B, 'to-transaction'],
    ['initiateFailedAfterUnclear', B, 'to-transaction'],
    ['complete', A, 'open'],
  ])('%s, %s: %s', (name, inputs, decision) => {
    expect(openDecision(STATES[name], inputs)).toBe(decision);
  });
});

describe('a failed create is never the transaction Make Payment pays', () => {
  // Even were a session id left in a state whose create failed, its inputs are created anew.
  const leftOver: CheckoutState = { ...createFailedState, transSessionId: SESSION, created: FIGURES };

  it('openDecision: open, not pay', () => {
    expect(openDecision(leftOver, A)).toBe('open');
  });

  it('canPay: no', () => {
    expect(canPay(leftOver, A)).toBe(false);
  });

  it('pay: nothing starts', () => {
    expect(nextCheckout(leftOver, pay(A))).toBe(leftOver);
  });
});

describe('canPay', () => {
  it.each<[StateName, string, boolean]>([
    ['initial', A, false],
    ['prepared', A, false],
    ['waiting', A, true],
    ['waiting', B, false],
    ['createFailed', A, false],
    ['confirmFailed', A, true],
    ['confirmUnclear', A, true],
    ['confirmUnclear', B, false],
    ['lookUpFailed', A, true],
    ['initiateFailed', A, true],
    ['initiateFailed', B, false],
    ['notFound', A, false],
    ['complete', A, false],
    ...UNDERWAY.map((name): [StateName, string, boolean] => [name, A, false]),
  ])('%s, %s: %s', (name, inputs, can) => {
    expect(canPay(STATES[name], inputs)).toBe(can);
  });
});

describe("createdFor: the created figures, never another input's", () => {
  it.each<[StateName, string, Partial<CreatedAmounts> | null]>([
    ['initial', A, null],
    ['creating', A, null],
    ['waiting', A, FIGURES],
    ['waiting', B, null],
    ['confirming', A, FIGURES],
    ['confirming', B, null],
    ['createFailed', A, null],
    ['confirmUnclear', A, FIGURES],
    ['initiateFailed', A, FIGURES],
    ['initiateFailed', B, null],
    ['complete', A, null],
  ])('%s, %s', (name, inputs, figures) => {
    expect(createdFor(STATES[name], inputs)).toEqual(figures);
  });

  it('while other inputs are being created, neither the old nor the new inputs show the old figures', () => {
    const replacing = play(waiting, open(B, false), begin('create'));
    expect(createdFor(replacing, A)).toBeNull();
    expect(createdFor(replacing, B)).toBeNull();
  });

  it('a state holding figures under other inputs does not show them for these', () => {
    // Even were a session to outlive a change of inputs, the figures stay with their own inputs.
    expect(createdFor({ ...waiting, inputs: B }, A)).toBeNull();
  });
});

describe('checkoutUnderway', () => {
  it.each<[StateName, boolean]>([
    ['initial', false],
    ['prepared', false],
    ['waiting', false],
    ['createFailed', false],
    ['confirmFailed', false],
    ['confirmUnclear', false],
    ['lookUpFailed', false],
    ['notFound', false],
    ['initiateFailed', false],
    ['complete', false],
    ...UNDERWAY.map((name): [StateName, boolean] => [name, true]),
  ])('%s: %s', (name, underway) => {
    expect(checkoutUnderway(STATES[name])).toBe(underway);
  });
});

describe('checkoutRecovery', () => {
  it.each<[StateName, boolean, ReturnType<typeof checkoutRecovery>]>([
    ['initial', false, 'none'],
    ['waiting', false, 'none'],
    ['confirmUnclear', false, 'none'],
    ['initiateFailed', false, 'none'],
    ['complete', false, 'complete'],
    ['complete', true, 'complete'],
    ['createQueued', false, 'run'],
    ['confirmQueued', false, 'run'],
    ['lookUpQueued', false, 'run'],
    ['initiateQueued', false, 'run'],
    ['createQueued', true, 'none'],
    ['creating', false, 'interrupted'],
    ['confirming', false, 'interrupted'],
    ['lookingUp', false, 'interrupted'],
    ['initiating', false, 'interrupted'],
    ['creating', true, 'none'],
    ['confirming', true, 'none'],
    ['initiating', true, 'none'],
  ])('%s, running here %s: %s', (name, runningHere, recovery) => {
    expect(checkoutRecovery(STATES[name], runningHere)).toBe(recovery);
  });
});

describe('money safety', () => {
  it('after an unclear confirm, other inputs open nothing until the look-up says it was never confirmed', () => {
    expect(nextCheckout(confirmUnclearState, open(B, true))).toBe(confirmUnclearState);
    const lookedUp = play(confirmUnclearState, lookUp, begin('look-up'), notFound);
    expect(lookedUp).toEqual({ ...INITIAL_CHECKOUT, flowId: FLOW, runId: 'run-1' });
    expect(nextCheckout(lookedUp, open(B, true))).toEqual({
      ...INITIAL_CHECKOUT,
      flowId: FLOW,
      runId: 'run-1',
      stage: 'create',
      inputs: B,
      paying: true,
      madeFor: MADE_FOR,
    });
  });

  it('a look-up that could not tell still stands before other inputs', () => {
    const failed = play(confirmUnclearState, lookUp, begin('look-up'), lookUpFailed);
    expect(nextCheckout(failed, open(B, true))).toBe(failed);
    expect(openDecision(failed, B)).toBe('look-up');
  });

  it.each<StateName>(['waiting', 'confirmFailed', 'confirmUnclear', 'lookUpFailed', 'initiateFailed'])(
    'a pay for other inputs than %s was created for never starts a call',
    (name) => {
      const state = STATES[name];
      expect(nextCheckout(state, pay(B))).toBe(state);
    },
  );

  it('a pay after an initiate failure initiates again and never confirms again', () => {
    for (const state of [initiateFailedState, initiateFailedAfterUnclear, play(initiating, interrupted)]) {
      expect(nextCheckout(state, pay(A)).stage).toBe('initiate');
    }
  });

  it('a confirm is only retried with the same trans_session_id', () => {
    for (const state of [
      confirmFailedState,
      confirmUnclearState,
      lookUpFailedState,
      play(confirming, interrupted),
    ]) {
      expect(nextCheckout(state, pay(A))).toMatchObject({ stage: 'confirm', transSessionId: SESSION });
    }
  });

  it('created while paying goes straight to confirm; without paying it waits', () => {
    expect(nextCheckout(creatingToPay, created).stage).toBe('confirm');
    expect(nextCheckout(creating, created).stage).toBeNull();
  });

  it('each stage begins once', () => {
    for (const state of [createQueued, confirmQueued, lookUpQueued, initiateQueued]) {
      const begun = nextCheckout(state, begin(state.stage!));
      expect(begun.begun).toBe(true);
      expect(nextCheckout(begun, begin(state.stage!))).toBe(begun);
    }
  });

  it('handed-off only from a running look-up, a running confirm, or a state with a reference', () => {
    const applies = (Object.keys(STATES) as StateName[]).filter(
      (name) => nextCheckout(STATES[name], handedOff) !== STATES[name],
    );
    expect(applies.sort()).toEqual(
      [
        'lookingUp',
        'confirming',
        'initiateQueued',
        'initiating',
        'initiateFailed',
        'initiateFailedAfterUnclear',
      ].sort(),
    );
  });

  it('interrupted during a confirm marks it unclear, so other inputs look it up first', () => {
    const cut = nextCheckout(confirming, interrupted);
    expect(cut.confirmUnclear).toBe(true);
    expect(openDecision(cut, B)).toBe('look-up');
  });

  it('prepare keeps an existing flowId unless the checkout is complete', () => {
    for (const state of [prepared, waiting, confirmUnclearState, initiateFailedState]) {
      expect(nextCheckout(state, { type: 'prepare', flowId: 'flow-2' }).flowId).toBe(FLOW);
    }
    expect(nextCheckout(complete, { type: 'prepare', flowId: 'flow-2' }).flowId).toBe('flow-2');
  });

  it('an ended checkout keeps its id and run, so a duplicate of the tab is known again', () => {
    expect(complete).toEqual(ENDED);
    expect(nextCheckout(confirming, handedOff)).toEqual(ENDED);
  });
});
