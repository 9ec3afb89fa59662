import { sessionUserAtom } from '@/features/auth';
import { addBeneficiary, BENEFICIARY_CREATE_FAILED } from '@/features/beneficiaries';
import {
  CONFIRM_FAILED,
  PAYMENT_INIT_FAILED,
  confirmTransaction,
  initiatePaymentRequest,
  startPayment,
} from '@/features/payments';
import { uiOptionsAtom } from '@/features/ui-options';
import { NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { toAmount } from '@/lib/money.ts';
import { createTransaction, TRANSACTION_CREATE_FAILED } from '../api/create-transaction.ts';
import { transactionTotal } from '../api/created-transaction.ts';
import { registerFull } from '../api/register-full.ts';
import { registerRemitone } from '../api/register-remitone.ts';
import { needsRegistration, registrationFields, registrationKey } from '../model/registration-fields.ts';
import {
  CONFIRM_UNCLEAR,
  QUOTE_MISSING,
  SENDER_DETAILS_MISSING,
  callErrorMessages,
  leadWith,
  outcomeUnknown,
} from '../model/payment-messages.ts';
import { confirmRequest, newBeneficiaryRequest, newTransactionRequest } from '../model/payment-requests.ts';
import type { Stage } from '../model/stages.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
  quoteAtom,
  registeredSenderAtom,
  senderDetailsAtom,
  stageStateAtom,
} from '../state.ts';
import { dispatch, stageRunner, updateUser, type Store } from './payment-run-state.ts';
import {
  STAGE_ERROR_MS,
  confirmFailed,
  confirmedWithoutReference,
  handOffConfirmed,
  leaveForPayment,
  stageFailed,
} from './payment-outcomes.ts';

/**
 * remit-one: the Sender Details saved (register/full, with the purpose chosen on the amount step)
 * unless these very details were registered already, then register/remitone: a correction after
 * a failed remit-one is sent again first, so the remitter is never made from stale details.
 */
async function remitOne(store: Store): Promise<void> {
  let user = store.get(sessionUserAtom);
  if (!user) return;
  const details = store.get(senderDetailsAtom);
  const fields = details ? registrationFields(details, store.get(amountFormAtom).purpose) : null;
  const key = fields ? registrationKey(fields) : null;
  const lastRegistered = store.get(registeredSenderAtom);
  if (needsRegistration({ hasFirstName: Boolean(user.first_name), details: key, lastRegistered })) {
    if (!fields) return stageFailed(store, [SENDER_DETAILS_MISSING], SEND_ERROR_MS.user);
    try {
      user = await registerFull(fields);
    } catch (error) {
      return stageFailed(store, callErrorMessages(error), SEND_ERROR_MS.user);
    }
    store.set(registeredSenderAtom, key);
    updateUser(store, user);
  }
  try {
    user = await registerRemitone();
  } catch (error) {
    return stageFailed(store, callErrorMessages(error), SEND_ERROR_MS.remitOne);
  }
  updateUser(store, user);
  if (!user.remitter_id) return stageFailed(store, [NO_BODY_MESSAGE], SEND_ERROR_MS.remitOne);
  dispatch(store, { type: 'remitter-registered', remitterId: user.remitter_id });
}

/** add-beneficiary: the new Zimbabwe beneficiary is saved; its id goes on to the transaction. */
async function addNewBeneficiary(store: Store): Promise<void> {
  const choice = store.get(beneficiaryChoiceAtom);
  if (choice?.kind === 'saved') {
    dispatch(store, { type: 'beneficiary-added', beneficiaryId: choice.beneficiary.beneficiary_id });
    return;
  }
  if (!choice) return stageFailed(store, [BENEFICIARY_CREATE_FAILED], SEND_ERROR_MS.beneficiary);
  try {
    const beneficiaryId = await addBeneficiary(newBeneficiaryRequest(choice.details));
    dispatch(store, { type: 'beneficiary-added', beneficiaryId });
  } catch (error) {
    stageFailed(store, callErrorMessages(error, BENEFICIARY_CREATE_FAILED), SEND_ERROR_MS.beneficiary);
  }
}

/** new-transaction: a transaction session is opened (only confirm makes a transaction). */
async function newTransaction(store: Store): Promise<void> {
  const state = store.get(stageStateAtom);
  const user = store.get(sessionUserAtom);
  const choice = store.get(beneficiaryChoiceAtom);
  const fail = (messages: string[]) => stageFailed(store, messages, SEND_ERROR_MS.newTransaction);
  if (!user || !choice || !state.remitterId || !state.beneficiaryId) return fail([TRANSACTION_CREATE_FAILED]);
  const body = newTransactionRequest({
    form: store.get(amountFormAtom),
    quote: store.get(quoteAtom),
    user,
    choice,
    remitterId: state.remitterId,
    beneficiaryId: state.beneficiaryId,
  });
  if (!body) return fail([QUOTE_MISSING]);
  try {
    const created = await createTransaction(body);
    const payAmount = toAmount(created.remitter_pay_amount) ?? null;
    dispatch(store, {
      type: 'transaction-created',
      transSessionId: created.trans_session_id,
      payAmount,
      createdAt: Date.now(),
    });
  } catch (error) {
    fail(callErrorMessages(error, TRANSACTION_CREATE_FAILED));
  }
}

/**
 * confirm-transaction: the session is confirmed; only status FAIL or an HTTP error is a failure.
 * When a confirm may have gone through without the app hearing (no clear answer now or before,
 * or a confirmed answer without a reference), the transaction it made is looked for and, found,
 * the sender is taken to it to pay there: a confirmed transaction is never reported as failed.
 */
async function confirm(store: Store): Promise<void> {
  const state = store.get(stageStateAtom);
  const user = store.get(sessionUserAtom);
  if (!user || !state.transSessionId) return confirmFailed(store, [CONFIRM_FAILED]);
  const body = confirmRequest(user.country, state.transSessionId, store.get(amountFormAtom).payment_method);
  let reference: string | null;
  try {
    reference = await confirmTransaction(body);
  } catch (error) {
    const unclear = outcomeUnknown(error);
    if ((unclear || state.confirmUnclear) && (await handOffConfirmed(store))) return;
    const messages = [...callErrorMessages(error, CONFIRM_FAILED), ...(unclear ? [CONFIRM_UNCLEAR] : [])];
    return confirmFailed(store, leadWith(CONFIRM_FAILED, messages), unclear);
  }
  if (reference) dispatch(store, { type: 'transaction-confirmed', reference });
  else if (!(await handOffConfirmed(store))) confirmedWithoutReference(store);
}

/** initiate-payment: the payment page for the confirmed reference, for the server's total to pay. */
async function initiate(store: Store): Promise<void> {
  const state = store.get(stageStateAtom);
  const user = store.get(sessionUserAtom);
  const fail = (messages: string[]) => stageFailed(store, messages, SEND_ERROR_MS.paymentInitiation);
  if (!user || !state.reference || !state.remitterId) return fail([PAYMENT_INIT_FAILED]);
  let amount = state.payAmount;
  try {
    // The create named no total: the confirmed transaction's own (never one recomputed here).
    amount ??= await transactionTotal(state.reference);
  } catch (error) {
    return fail(leadWith(PAYMENT_INIT_FAILED, callErrorMessages(error, PAYMENT_INIT_FAILED)));
  }
  if (amount === null) return fail([PAYMENT_INIT_FAILED]);
  const body = initiatePaymentRequest({
    remitterId: state.remitterId,
    reference: state.reference,
    paymentMethod: store.get(amountFormAtom).payment_method,
    country: user.country,
    amount,
    options: store.get(uiOptionsAtom),
    origin: window.location.origin,
  });
  try {
    await startPayment(body, (url) => leaveForPayment(store, url));
  } catch (error) {
    fail(leadWith(PAYMENT_INIT_FAILED, callErrorMessages(error, PAYMENT_INIT_FAILED)));
  }
}

const CALLS: Partial<Record<Stage, (store: Store) => Promise<void>>> = {
  'remit-one': remitOne,
  'add-beneficiary': addNewBeneficiary,
  'new-transaction': newTransaction,
  'confirm-transaction': confirm,
  'initiate-payment': initiate,
};

/**
 * Begins the stage's call, at most once per flow (the shared once-per-stage run of the payments
 * feature: `begin` is stored before the call is made).
 */
export function beginStage(store: Store, stage: Stage): boolean {
  const call = CALLS[stage];
  if (!call) return false;
  return stageRunner.begin(store, stage, call, () => {
    // A defect, not a server answer: stop on an error rather than hang on 'Processing'.
    if (stage === 'confirm-transaction') confirmFailed(store, [CONFIRM_FAILED]);
    else stageFailed(store, [NO_BODY_MESSAGE], STAGE_ERROR_MS[stage] ?? SEND_ERROR_MS.newTransaction);
  });
}
