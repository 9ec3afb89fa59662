import { describe, expect, it } from 'vitest';
import { INITIAL_CHECKOUT, type CheckoutState } from '@/features/payments/checkout/state.ts';
import {
  INITIAL_STAGE_STATE,
  nextStage,
  senderStageFor,
  zimbabweStage,
  type StageEvent,
  type StageState,
} from '@/features/send-money/model/stages.ts';

const state = (overrides: Partial<StageState> = {}): StageState => ({ ...INITIAL_STAGE_STATE, ...overrides });

describe("the Zimbabwe flow's own stages (before its checkout)", () => {
  it.each<[string, StageState, StageEvent, StageState]>([
    ['begin remit-one', state(), { type: 'begin', stage: 'remit-one' }, state({ stage: 'remit-one' })],
    [
      'begin while another runs: nothing',
      state({ stage: 'remit-one' }),
      { type: 'begin', stage: 'add-beneficiary' },
      state({ stage: 'remit-one' }),
    ],
    [
      'registered: the remitter kept',
      state({ stage: 'remit-one' }),
      { type: 'remitter-registered', remitterId: 'R1' },
      state({ remitterId: 'R1' }),
    ],
    [
      'registered late (not running): nothing',
      state(),
      { type: 'remitter-registered', remitterId: 'R1' },
      state(),
    ],
    [
      'added: the beneficiary kept, with what it was added for',
      state({ stage: 'add-beneficiary', remitterId: 'R1' }),
      { type: 'beneficiary-added', beneficiaryId: 'B1', beneficiaryFor: 'new:x' },
      state({ remitterId: 'R1', beneficiaryId: 'B1', beneficiaryFor: 'new:x' }),
    ],
    [
      'added while remit-one runs: nothing',
      state({ stage: 'remit-one' }),
      { type: 'beneficiary-added', beneficiaryId: 'B1', beneficiaryFor: 'new:x' },
      state({ stage: 'remit-one' }),
    ],
    [
      'failed: what came back before is kept',
      state({ stage: 'add-beneficiary', remitterId: 'R1' }),
      { type: 'failed' },
      state({ remitterId: 'R1' }),
    ],
    ['reset', state({ remitterId: 'R1', beneficiaryId: 'B1' }), { type: 'reset' }, INITIAL_STAGE_STATE],
    [
      'reset while a call runs: nothing',
      state({ stage: 'remit-one' }),
      { type: 'reset' },
      state({ stage: 'remit-one' }),
    ],
  ])('%s', (_name, before, event, after) => {
    expect(nextStage(before, event)).toEqual(after);
  });

  it('an event that does not apply returns the same object', () => {
    const before = state();
    expect(nextStage(before, { type: 'failed' })).toBe(before);
  });

  it.each([
    [null, null, 'remit-one'],
    [null, 'B1', 'remit-one'],
    ['R1', null, 'add-beneficiary'],
    ['R1', 'B1', null],
  ] as const)('remitter %s, beneficiary %s: next %s', (remitter, beneficiary, next) => {
    expect(senderStageFor(remitter, beneficiary)).toBe(next);
  });
});

describe("the spec's stage names of the Zimbabwe page", () => {
  const checkout = (overrides: Partial<CheckoutState>): CheckoutState => ({
    ...INITIAL_CHECKOUT,
    ...overrides,
  });
  it.each<[string, StageState, CheckoutState, string | null]>([
    ['nothing under way', state(), INITIAL_CHECKOUT, null],
    ['remit-one', state({ stage: 'remit-one' }), INITIAL_CHECKOUT, 'remit-one'],
    ['add-beneficiary', state({ stage: 'add-beneficiary' }), INITIAL_CHECKOUT, 'add-beneficiary'],
    ['create', state(), checkout({ stage: 'create' }), 'new-transaction'],
    ['confirm', state(), checkout({ stage: 'confirm' }), 'confirm-transaction'],
    ['look-up of an unclear confirm', state(), checkout({ stage: 'look-up' }), 'confirm-transaction'],
    ['initiate', state(), checkout({ stage: 'initiate' }), 'initiate-payment'],
    ['complete', state(), checkout({ stage: 'complete' }), 'process-complete'],
    ['confirm failed', state(), checkout({ failed: 'confirm' }), 'confirm-error'],
    ['initiate failed', state(), checkout({ failed: 'initiate', reference: 'R' }), 'initiate-payment'],
    ['create failed: back to Confirmation', state(), checkout({ failed: 'create' }), null],
  ])('%s: %s', (_name, sender, payment, name) => {
    expect(zimbabweStage(sender, payment)).toBe(name);
  });
});
