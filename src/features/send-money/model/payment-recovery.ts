import type { Stage, StageState } from './stages.ts';

/**
 * What the payment run does with the stored stage state when the page (re)loads:
 * - none: nothing to do (no payment, a call not begun yet, or one still running in this page);
 * - before-confirm: a remit-one, add-beneficiary or create call was cut off; nothing was confirmed,
 *   so it counts as failed and Make Payment may start again (what came back is re-used);
 * - confirm: a confirm was cut off and may have gone through; confirm-error, and a retry confirms
 *   the same session (the server refuses a second confirm of it);
 * - initiate: the payment page was being asked for; Make Payment asks again for the same reference;
 * - finished: the browser was leaving for the payment page (the transaction is confirmed);
 * - complete: the flow ended; a new one may start.
 */
export type Recovery = 'none' | 'before-confirm' | 'confirm' | 'initiate' | 'finished' | 'complete';

const INTERRUPTED: Partial<Record<Stage, Recovery>> = {
  'remit-one': 'before-confirm',
  'add-beneficiary': 'before-confirm',
  'new-transaction': 'before-confirm',
  'confirm-transaction': 'confirm',
  'initiate-payment': 'initiate',
};

/**
 * The recovery for a stored state: a stage whose call began, with no outcome and no call running
 * in this page (`running`), was interrupted by a reload. Its call is never made again by itself.
 */
export function recoveryFor(state: StageState, running: ReadonlySet<Stage>): Recovery {
  const { stage } = state;
  if (stage === 'payment-gateway-redirect') return 'finished';
  if (stage === 'process-complete') return 'complete';
  if (stage === null || !state.begun.includes(stage) || running.has(stage)) return 'none';
  if (stage === 'initiate-payment' && state.error !== null) return 'none';
  return INTERRUPTED[stage] ?? 'none';
}
