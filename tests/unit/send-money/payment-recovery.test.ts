import { describe, expect, it } from 'vitest';
import { recoveryFor, type Recovery } from '@/features/send-money/model/payment-recovery.ts';
import { INITIAL_STAGE_STATE, type Stage, type StageState } from '@/features/send-money/model/stages.ts';

const at = (stage: Stage | null, begun: Stage[] = [], extra: Partial<StageState> = {}): StageState => ({
  ...INITIAL_STAGE_STATE,
  stage,
  begun,
  ...extra,
});
const none = new Set<Stage>();

describe('after a reload: what became of a call that had begun (never made again by itself)', () => {
  it.each<[string, StageState, ReadonlySet<Stage>, Recovery]>([
    ['no payment', at(null), none, 'none'],
    ['an earlier failure before confirm', at(null, [], { error: 'x' }), none, 'none'],
    ['a stage whose call had not begun (the run begins it)', at('new-transaction'), none, 'none'],
    ['remit-one cut off', at('remit-one', ['remit-one']), none, 'before-confirm'],
    [
      'add-beneficiary cut off',
      at('add-beneficiary', ['remit-one', 'add-beneficiary']),
      none,
      'before-confirm',
    ],
    ['create cut off', at('new-transaction', ['new-transaction']), none, 'before-confirm'],
    [
      'confirm cut off: it may have gone through',
      at('confirm-transaction', ['new-transaction', 'confirm-transaction']),
      none,
      'confirm',
    ],
    [
      'confirm begun but still running in this page (no reload)',
      at('confirm-transaction', ['confirm-transaction']),
      new Set<Stage>(['confirm-transaction']),
      'none',
    ],
    [
      'a confirm error already shown',
      at('confirm-error', ['new-transaction', 'confirm-transaction'], { error: 'x' }),
      none,
      'none',
    ],
    [
      'the payment page asked for, no URL yet',
      at('initiate-payment', ['confirm-transaction', 'initiate-payment']),
      none,
      'initiate',
    ],
    [
      'initiation failed already (Make Payment retries)',
      at('initiate-payment', ['initiate-payment'], { error: 'x' }),
      none,
      'none',
    ],
    [
      'initiation running in this page',
      at('initiate-payment', ['initiate-payment']),
      new Set<Stage>(['initiate-payment']),
      'none',
    ],
    [
      'leaving for the payment page',
      at('payment-gateway-redirect', [], { paymentUrl: 'https://pay/x' }),
      none,
      'finished',
    ],
    ['the flow ended', at('process-complete'), none, 'complete'],
  ])('%s: %s', (_name, state, running, expected) => {
    expect(recoveryFor(state, running)).toBe(expected);
  });
});
