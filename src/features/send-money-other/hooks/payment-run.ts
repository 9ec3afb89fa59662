import { RESET } from 'jotai/utils';
import type { Beneficiary } from '@/api/contract.ts';
import { navigate } from 'wouter/use-browser-location';
import { sessionUserAtom } from '@/features/auth';
import { selectedDestinationAtom } from '@/features/destinations';
import {
  CONFIRM_FAILED,
  PAYMENT_INIT_FAILED,
  callErrorMessages,
  confirmTransaction,
  createStageRunner,
  initiatePaymentRequest,
  outcomeUnknown,
  startPayment,
  type Store,
} from '@/features/payments';
import {
  CONFIRMED_HANDED_OFF,
  CONFIRM_INTERRUPTED,
  CONFIRM_UNCLEAR,
  PAYMENT_PAGE_INTERRUPTED,
  PAYMENT_PAGE_LEFT,
  SEND_ERROR_MS,
  TRANSACTION_CREATE_FAILED,
  confirmedTransactionFor,
  listTransactions,
} from '@/features/send-money';
import { uiOptionsAtom } from '@/features/ui-options';
import { href, routes } from '@/config/paths.ts';
import { NO_BODY_MESSAGE, leadWith } from '@/lib/api-error.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { MissingTokenError, createCrossBorderTransaction } from '../api/create-transaction.ts';
import {
  confirmationRecovery,
  nextConfirmation,
  type ConfirmationEvent,
  type ConfirmationStage,
  type ConfirmationState,
} from '../model/confirmation-stages.ts';
import { CREATE_INTERRUPTED, TOKEN_NOT_FOUND } from '../model/messages.ts';
import { createTransactionRequest } from '../model/transaction-request.ts';
import type { AmountFormValues } from '../model/amount-form.ts';
import {
  amountFormAtom,
  amountsAtom,
  beneficiaryAtom,
  chargesAtom,
  confirmationAtom,
  flowCountryAtom,
  runNoticeAtom,
  stepAtom,
} from '../state.ts';

/** The Confirmation stages, each call begun once (the payments feature's shared run). */
export const confirmationRunner = createStageRunner<ConfirmationStage, ConfirmationState, ConfirmationEvent>({
  atom: confirmationAtom,
  next: nextConfirmation,
  beginEvent: (stage) => ({ type: 'begin', stage }),
});

const dispatch = (store: Store, event: ConfirmationEvent) => confirmationRunner.dispatch(store, event);

function showNotice(
  store: Store,
  messages: string[] | null,
  timeoutMs: number = SEND_ERROR_MS.newTransaction,
): void {
  store.set(runNoticeAtom, messages ? { messages, timeoutMs } : null);
}

/** All flow state cleared (the stages too unless `keepStages`); the chosen country stays. */
export function clearFlow(store: Store, keepStages = false): void {
  store.set(amountFormAtom, RESET);
  store.set(chargesAtom, null);
  store.set(amountsAtom, RESET);
  store.set(beneficiaryAtom, RESET);
  store.set(stepAtom, RESET);
  if (!keepStages) store.set(confirmationAtom, RESET);
}

/**
 * A new transfer to `country` filled in ('Send again', issue 13): the flow is the country's and
 * cleared, then Amount & Delivery's values and the beneficiary set. No charges: Get Charges asks
 * for fresh ones and every rule of the step applies again. The caller makes sure no payment is
 * under way.
 */
export function prefillFlow(
  store: Store,
  country: string,
  form: AmountFormValues,
  beneficiary: Beneficiary | null,
): void {
  store.set(flowCountryAtom, country);
  clearFlow(store);
  store.set(amountFormAtom, form);
  if (beneficiary) store.set(beneficiaryAtom, beneficiary);
}

/** create-transaction: the transaction session, created once on entering Confirmation. */
async function create(store: Store): Promise<void> {
  const fail = (messages: string[]) => {
    if (dispatch(store, { type: 'create-failed', message: messages.join(' ') }).changed)
      showNotice(store, messages, SEND_ERROR_MS.newTransaction);
  };
  const user = store.get(sessionUserAtom);
  const amounts = store.get(amountsAtom);
  const beneficiary = store.get(beneficiaryAtom);
  const destination = store.get(selectedDestinationAtom);
  const body =
    user && amounts && beneficiary && destination
      ? createTransactionRequest({ amounts, user, beneficiary, countryName: destination.name })
      : null;
  if (!body) return fail([TRANSACTION_CREATE_FAILED]);
  try {
    const created = await createCrossBorderTransaction(body);
    const { trans_session_id: transSessionId, ...amountsCreated } = created;
    dispatch(store, { type: 'created', transSessionId, amounts: amountsCreated, createdAt: Date.now() });
  } catch (error) {
    fail(
      error instanceof MissingTokenError
        ? [TOKEN_NOT_FOUND]
        : callErrorMessages(error, TRANSACTION_CREATE_FAILED),
    );
  }
}

function confirmFailed(store: Store, messages: string[], unclear = false): void {
  if (dispatch(store, { type: 'confirm-failed', message: messages.join(' '), unclear }).changed)
    showNotice(store, messages, SEND_ERROR_MS.confirm);
}

/** The flow ends without paying here: its state cleared, the sender taken to `path` with a note. */
function endFlowAt(store: Store, path: string, note: string): void {
  if (!dispatch(store, { type: 'handed-off' }).changed) return;
  clearFlow(store, true);
  setFlashNotice(path, note);
  navigate(path);
}

/**
 * A confirm may have gone through without the app hearing: the transaction it made (the newest
 * awaiting payment for the same beneficiary and receiving amount since the create) is looked for
 * and, found, the sender is taken to it to pay there.
 */
async function handOffConfirmed(store: Store): Promise<boolean> {
  const { created, createdAt } = store.get(confirmationAtom);
  const beneficiary = store.get(beneficiaryAtom);
  if (!created || !createdAt || !beneficiary) return false;
  let transactions;
  try {
    transactions = await listTransactions();
  } catch {
    return false;
  }
  const found = confirmedTransactionFor(transactions, {
    beneficiaryMobile: beneficiary.mobile || beneficiary.telephone || '',
    receive: created.destination_amount,
    createdAt,
  });
  if (!found) return false;
  endFlowAt(store, href.transactionDetail(found.trans_ref), CONFIRMED_HANDED_OFF);
  return true;
}

/** initiate-payment (the spec's name): Make Payment confirms the created transaction. */
async function confirm(store: Store): Promise<void> {
  const state = store.get(confirmationAtom);
  const user = store.get(sessionUserAtom);
  const amounts = store.get(amountsAtom);
  if (!user || !amounts || !state.transSessionId) return confirmFailed(store, [CONFIRM_FAILED]);
  let reference: string | null;
  try {
    reference = await confirmTransaction({
      country: user.country,
      trans_session_id: state.transSessionId,
      payment_method: amounts.payment_method,
    });
  } catch (error) {
    const unclear = outcomeUnknown(error);
    if ((unclear || state.confirmUnclear) && (await handOffConfirmed(store))) return;
    const messages = [...callErrorMessages(error, CONFIRM_FAILED), ...(unclear ? [CONFIRM_UNCLEAR] : [])];
    return confirmFailed(store, leadWith(CONFIRM_FAILED, messages), unclear);
  }
  if (reference) dispatch(store, { type: 'confirmed', reference });
  else if (!(await handOffConfirmed(store))) endFlowAt(store, routes.transactions.pattern, PAYMENT_PAGE_LEFT);
}

function initiateFailed(store: Store, messages: string[]): void {
  if (dispatch(store, { type: 'initiate-failed', message: messages.join(' ') }).changed)
    showNotice(store, messages, SEND_ERROR_MS.paymentInitiation);
}

/** Just before the browser leaves for the payment page: the flow is over, its state cleared. */
function leaveForPayment(store: Store): void {
  if (!dispatch(store, { type: 'payment-initiated' }).changed) return;
  clearFlow(store, true);
  showNotice(store, null);
}

/**
 * payment-gateway-redirect (the spec's name): the payment page for the confirmed reference, for
 * the created transaction's remitter_pay_amount (never a total recomputed here), with the
 * return-URL rule; the browser goes there.
 */
async function initiate(store: Store): Promise<void> {
  const state = store.get(confirmationAtom);
  const user = store.get(sessionUserAtom);
  const amounts = store.get(amountsAtom);
  if (!user?.remitter_id || !amounts || !state.reference || !state.created)
    return initiateFailed(store, [PAYMENT_INIT_FAILED]);
  const body = initiatePaymentRequest({
    remitterId: user.remitter_id,
    reference: state.reference,
    paymentMethod: amounts.payment_method,
    country: user.country,
    amount: state.created.remitter_pay_amount,
    options: store.get(uiOptionsAtom),
    origin: window.location.origin,
  });
  try {
    await startPayment(body, () => leaveForPayment(store));
  } catch (error) {
    initiateFailed(store, leadWith(PAYMENT_INIT_FAILED, callErrorMessages(error, PAYMENT_INIT_FAILED)));
  }
}

const CALLS: Partial<Record<ConfirmationStage, (store: Store) => Promise<void>>> = {
  'create-transaction': create,
  'initiate-payment': confirm,
  'payment-gateway-redirect': initiate,
};

/** Begins the stage's call, at most once per transaction (stored before the call is made). */
export function beginConfirmationStage(store: Store, stage: ConfirmationStage): boolean {
  const call = CALLS[stage];
  if (!call) return false;
  return confirmationRunner.begin(store, stage, call, () => {
    // A defect, not a server answer: stop on an error rather than hang.
    if (stage === 'initiate-payment') confirmFailed(store, [CONFIRM_FAILED]);
    else if (stage === 'create-transaction') {
      if (dispatch(store, { type: 'create-failed', message: NO_BODY_MESSAGE }).changed)
        showNotice(store, [NO_BODY_MESSAGE]);
    } else initiateFailed(store, [PAYMENT_INIT_FAILED]);
  });
}

/** On (re)load: a stage cut off by a reload is never made again by itself (confirmationRecovery). */
export function recoverConfirmation(store: Store): void {
  const state = store.get(confirmationAtom);
  switch (confirmationRecovery(state, confirmationRunner.running(store))) {
    case 'create':
      if (dispatch(store, { type: 'create-failed', message: CREATE_INTERRUPTED }).changed)
        showNotice(store, [CREATE_INTERRUPTED]);
      return;
    case 'confirm':
      confirmFailed(store, [CONFIRM_INTERRUPTED], true);
      return;
    case 'initiate':
      initiateFailed(store, [PAYMENT_PAGE_INTERRUPTED]);
      return;
    case 'complete':
      dispatch(store, { type: 'reset' });
      return;
    case 'none':
      return;
  }
}

/** Make Payment (after the declaration): confirms, then initiates; false when it did not start. */
export function makePayment(store: Store): boolean {
  if (!dispatch(store, { type: 'make-payment' }).changed) return false;
  showNotice(store, null);
  return true;
}

/** Entering Confirmation: the transaction is created for these inputs unless it already was. */
export function enterConfirmation(store: Store, inputs: string): void {
  if (store.get(confirmationAtom).stage === 'process-complete') return;
  dispatch(store, { type: 'enter', inputs });
}

/** Try again after a failed create. */
export function retryCreate(store: Store): void {
  if (dispatch(store, { type: 'retry-create' }).changed) showNotice(store, null);
}
