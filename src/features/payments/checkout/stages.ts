import { href } from '@/config/paths.ts';
import { leadWith } from '@/lib/api-error.ts';
import { roundTo } from '@/lib/money.ts';
import { CONFIRM_FAILED } from '../api/confirm-transaction.ts';
import type { Answer } from '../model/answer.ts';
import {
  CONFIRMED_HANDED_OFF,
  CONFIRM_INTERRUPTED,
  CONFIRM_UNCLEAR,
  CREATE_INTERRUPTED,
  EARLIER_CONFIRMED,
  LOOK_UP_FAILED,
  LOOK_UP_UNSURE,
  CANCELLED_MEANWHILE,
  PAID_MEANWHILE,
  OTHER_TAB_PAYING,
  PAYMENT_PAGE_INTERRUPTED,
  PAYMENT_PAGE_LEFT,
  TOTAL_CHANGED,
} from '../model/checkout-messages.ts';
import { initiatePaymentRequest } from '../model/initiate-request.ts';
import { PAYMENT_INIT_FAILED } from '../model/payment-errors.ts';
import * as calls from './calls.ts';
import { otherCheckouts, withPaymentLock } from './exclusion.ts';
import type { CheckoutFlow, CheckoutHost, Run, RunOps } from './flow.ts';
import { lookUpMade, type LookUp } from './made-transaction.ts';
import type { CheckoutFailure, CheckoutStage } from './state.ts';

/**
 * The checkout's stages, one function each: what its call is made with, and what its answer
 * (done, failed or unclear: model/answer.ts) leads to. The runner runs them in turn.
 */

/** What the sender is told when a reload cut a stage's call off, and which failure it counts as. */
export const INTERRUPTED: Record<Exclude<CheckoutStage, 'complete'>, [CheckoutFailure, string]> = {
  'look-up': ['confirm', LOOK_UP_FAILED],
  create: ['create', CREATE_INTERRUPTED],
  confirm: ['confirm', CONFIRM_INTERRUPTED],
  initiate: ['initiate', PAYMENT_PAGE_INTERRUPTED],
};

const sameMoney = (a: number, b: number) => roundTo(a, 2) === roundTo(b, 2);

export function checkoutStages<Tab>(flow: CheckoutFlow<Tab>, host: CheckoutHost<Tab>, ops: RunOps<Tab>) {
  const { read, dispatch, claim, fail, handOff, toTransactions } = ops;

  /** Looks for the transaction this checkout's confirm may have made. */
  async function lookUp(run: Run<Tab>): Promise<LookUp> {
    const state = read(run);
    const listed = await calls.listTransactions();
    if (listed.kind !== 'done') return { kind: 'unsure' };
    const made = {
      beneficiaryMobile: state.madeFor?.beneficiaryMobile ?? '',
      receive: state.created?.destination_amount ?? state.madeFor?.receive ?? Number.NaN,
      pay: state.created?.remitter_pay_amount ?? null,
    };
    return lookUpMade(listed.value, made, state.known, otherCheckouts(state.flowId ?? ''));
  }

  /** The look-up stage: other inputs came after an unclear confirm. */
  async function lookUpStage(run: Run<Tab>): Promise<void> {
    const found = await lookUp(run);
    if (found.kind === 'found') {
      claim(run, { confirm: { reference: found.reference } });
      handOff(run, href.transactionDetail(found.reference), EARLIER_CONFIRMED);
    } else if (found.kind === 'none') {
      claim(run, { confirm: undefined });
      dispatch(run, { type: 'not-found' });
    } else {
      fail(run, { type: 'look-up-failed', message: LOOK_UP_UNSURE }, 'confirm', [LOOK_UP_UNSURE]);
      toTransactions(run, LOOK_UP_UNSURE);
    }
  }

  async function createStage(run: Run<Tab>): Promise<void> {
    const failed = (messages: string[]) =>
      fail(run, { type: 'create-failed', message: messages.join(' ') }, 'create', messages);
    // What the screen showed as the total before the create (Zimbabwe: the quote's).
    const shown = flow.shownTotal(run.tab);
    let made: calls.Created;
    try {
      made = calls.readCreated(await flow.create(run.tab));
    } catch (error) {
      // A create answered unclearly opened at most a session, never a transaction: a new one is safe.
      return failed(flow.createErrors(error));
    }
    const pay = made.created.remitter_pay_amount;
    const hold = shown !== null && pay !== undefined && !sameMoney(pay, shown);
    dispatch(run, { type: 'created', ...made, createdAt: host.now(), hold });
  }

  async function confirmStage(run: Run<Tab>): Promise<void> {
    const state = read(run);
    const payer = flow.payer(run.tab);
    const failed = (messages: string[], unclear = false) =>
      fail(run, { type: 'confirm-failed', message: messages.join(' '), unclear }, 'confirm', messages);
    if (!payer || !state.transSessionId) return failed([CONFIRM_FAILED]);
    // After an unclear answer the next press looks it up first; otherwise the list as it is before
    // the confirm, so that what the confirm makes can be told from what was there.
    if (state.confirmUnclear) {
      const found = await lookUp(run);
      if (found.kind === 'found') return void takeToMade(run, found.reference, CONFIRMED_HANDED_OFF);
      if (found.kind === 'unsure') {
        failed([LOOK_UP_UNSURE], true);
        return toTransactions(run, LOOK_UP_UNSURE);
      }
    } else {
      const listed = await calls.listTransactions();
      const known =
        listed.kind === 'done'
          ? listed.value.flatMap((t) => (t.trans_ref ? [String(t.trans_ref)] : []))
          : null;
      if (!dispatch(run, { type: 'listed', known })) return;
    }
    claim(run, { confirm: 'sent' });
    const answer = await calls.confirm({
      country: payer.country,
      trans_session_id: state.transSessionId,
      payment_method: payer.paymentMethod,
    });
    if (answer.kind === 'done' && answer.value !== null) {
      claim(run, { confirm: { reference: answer.value } });
      run.justConfirmed = true;
      dispatch(run, { type: 'confirmed', reference: answer.value });
      return;
    }
    if (answer.kind === 'failed') {
      claim(run, { confirm: undefined });
      return failed(leadWith(CONFIRM_FAILED, answer.messages));
    }
    // Confirmed without a reference, or no clear answer: the transaction it may have made.
    const found = await lookUp(run);
    if (found.kind === 'found') return void takeToMade(run, found.reference, CONFIRMED_HANDED_OFF);
    if (answer.kind === 'done' || found.kind === 'unsure') {
      const note = answer.kind === 'done' ? PAYMENT_PAGE_LEFT : LOOK_UP_UNSURE;
      failed([note], true);
      return toTransactions(run, note);
    }
    failed([...leadWith(CONFIRM_FAILED, answer.messages), CONFIRM_UNCLEAR], true);
  }

  /** The confirm made `reference`: the sender is taken to it to pay there. */
  function takeToMade(run: Run<Tab>, reference: string, note: string): boolean {
    claim(run, { confirm: { reference } });
    return handOff(run, href.transactionDetail(reference), note);
  }

  /** The payment page for the confirmed reference, for the figure the screen showed. */
  async function initiateStage(run: Run<Tab>): Promise<void> {
    const state = read(run);
    const payer = flow.payer(run.tab);
    const failed = (messages: string[]) =>
      fail(run, { type: 'initiate-failed', message: messages.join(' ') }, 'initiate', messages);
    const reference = state.reference;
    if (!payer?.remitterId || !reference) return failed([PAYMENT_INIT_FAILED]);
    const createdPay = state.created?.remitter_pay_amount;
    let amount = createdPay !== undefined && createdPay > 0 ? createdPay : null;
    // A retry, or a create that named no total: the transaction as the server has it now.
    if (!run.justConfirmed || amount === null) {
      const payable: Answer<calls.Payable> = await calls.payable(reference);
      if (payable.kind !== 'done') return failed(leadWith(PAYMENT_INIT_FAILED, payable.messages));
      if (!payable.value.awaiting) {
        // Paid meanwhile (another tab, its own page): the transfer is made and is not made again.
        // Cancelled: it never was, so Make Payment may make it anew.
        const { cancelled } = payable.value;
        if (cancelled) claim(run, { done: false, confirm: undefined });
        if (dispatch(run, { type: 'expired', flowId: host.randomId() }))
          flow.failed(run.tab, 'initiate', [cancelled ? CANCELLED_MEANWHILE : PAID_MEANWHILE]);
        return;
      }
      amount ??= payable.value.total;
    }
    if (amount === null) return failed([PAYMENT_INIT_FAILED]);
    // Make Payment pays what the screen showed: a confirmed transaction that costs more or less is
    // paid from its own page, where its total is shown.
    const shown = flow.shownTotal(run.tab);
    if (shown !== null && !sameMoney(shown, amount))
      return void handOff(run, href.transactionDetail(reference), TOTAL_CHANGED);
    const body = initiatePaymentRequest({
      remitterId: payer.remitterId,
      reference,
      paymentMethod: payer.paymentMethod,
      country: payer.country,
      amount,
      options: payer.options,
      origin: window.location.origin,
    });
    const locked = await withPaymentLock(reference, () => calls.initiate(body));
    if (!locked.ran) return failed([OTHER_TAB_PAYING]);
    const answer = locked.value;
    if (answer.kind !== 'done') return failed(leadWith(PAYMENT_INIT_FAILED, answer.messages));
    // Signed out meanwhile (any tab): the browser stays, and nothing more is written.
    if (!dispatch(run, { type: 'initiated' })) return;
    claim(run, { done: true });
    flow.clear(run.tab);
    host.leave(run.tab, answer.value, reference);
  }

  return {
    'look-up': lookUpStage,
    create: createStage,
    confirm: confirmStage,
    initiate: initiateStage,
  } as const;
}
