import { sessionUserAtom } from '@/lib/session/user.ts';
import { addBeneficiary, BENEFICIARY_CREATE_FAILED } from '@/features/beneficiaries';
import {
  CREATE_INTERRUPTED,
  callErrorMessages,
  createStoreCheckout,
  createdFor,
  type CheckoutFailure,
  type Store,
} from '@/features/payments';
import { uiOptionsAtom } from '@/features/ui-options';
import { toAmount } from '@/lib/money.ts';
import { NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { createTransaction } from '../api/create-transaction.ts';
import { TRANSACTION_CREATE_FAILED } from '@/remittance/model/messages.ts';
import { registerFull } from '../api/register-full.ts';
import { registerRemitone } from '../api/register-remitone.ts';
import { beneficiaryKey, paymentInputs } from '../model/payment-inputs.ts';
import { totalToPay } from '../model/quote.ts';
import { QUOTE_MISSING, SENDER_DETAILS_MISSING } from '../model/payment-messages.ts';
import {
  beneficiaryMobile,
  newBeneficiaryRequest,
  newTransactionRequest,
  receivingAmount,
} from '../model/payment-requests.ts';
import { needsRegistration, registrationFields, registrationKey } from '../model/registration-fields.ts';
import { senderStageFor } from '../model/stages.ts';
import { CONFIRM_ERROR } from '../model/steps.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
  checkoutAtom,
  quoteAtom,
  registeredSenderAtom,
  senderDetailsAtom,
  stageStateAtom,
  zimbabweCheckoutSource,
} from '../state.ts';
import { zimbabweFlow } from '../flow.ts';
import { dispatch, moveStep, updateUser } from './payment-run-state.ts';

/** A call failed: its messages (for the spec's time), back to Confirmation. */
function stageFailed(store: Store, messages: string[], timeoutMs: number): false {
  zimbabweFlow.notify(store, { messages, timeoutMs });
  moveStep(store, CONFIRM_ERROR);
  return false;
}

/**
 * remit-one: the Sender Details saved (register/full, with the purpose chosen on the amount step)
 * unless these very details were registered already, then register/remitone: a correction after
 * a failed remit-one is sent again first, so the remitter is never made from stale details.
 */
async function remitOne(store: Store): Promise<boolean> {
  let user = store.get(sessionUserAtom);
  if (!user) return false;
  const failed = (messages: string[], ms: number) => {
    dispatch(store, { type: 'failed' });
    return stageFailed(store, messages, ms);
  };
  const details = store.get(senderDetailsAtom);
  const fields = details ? registrationFields(details, store.get(amountFormAtom).purpose) : null;
  const key = fields ? registrationKey(fields) : null;
  const lastRegistered = store.get(registeredSenderAtom);
  if (needsRegistration({ hasFirstName: Boolean(user.first_name), details: key, lastRegistered })) {
    if (!fields) return failed([SENDER_DETAILS_MISSING], SEND_ERROR_MS.user);
    try {
      user = await registerFull(fields);
    } catch (error) {
      return failed(callErrorMessages(error), SEND_ERROR_MS.user);
    }
    store.set(registeredSenderAtom, key);
    updateUser(store, user);
  }
  try {
    user = await registerRemitone();
  } catch (error) {
    return failed(callErrorMessages(error), SEND_ERROR_MS.remitOne);
  }
  updateUser(store, user);
  if (!user.remitter_id) return failed([NO_BODY_MESSAGE], SEND_ERROR_MS.remitOne);
  return dispatch(store, { type: 'remitter-registered', remitterId: user.remitter_id });
}

/** add-beneficiary: the new Zimbabwe beneficiary is saved; its id goes on to the transaction. */
async function addNewBeneficiary(store: Store): Promise<boolean> {
  const choice = store.get(beneficiaryChoiceAtom);
  const failed = (messages: string[]) => {
    dispatch(store, { type: 'failed' });
    return stageFailed(store, messages, SEND_ERROR_MS.beneficiary);
  };
  if (choice?.kind !== 'new') return failed([BENEFICIARY_CREATE_FAILED]);
  try {
    const beneficiaryId = await addBeneficiary(newBeneficiaryRequest(choice.details));
    return dispatch(store, {
      type: 'beneficiary-added',
      beneficiaryId,
      beneficiaryFor: beneficiaryKey(choice),
    });
  } catch (error) {
    return failed(callErrorMessages(error, BENEFICIARY_CREATE_FAILED));
  }
}

/** The remitter and the beneficiary the transaction is for, as known now (null: still to make). */
export function payee(store: Store): { remitterId: string | null; beneficiaryId: string | null } {
  const state = store.get(stageStateAtom);
  const choice = store.get(beneficiaryChoiceAtom);
  const remitterId = store.get(sessionUserAtom)?.remitter_id ?? state.remitterId;
  let beneficiaryId: string | null = null;
  if (choice?.kind === 'saved') beneficiaryId = choice.beneficiary.beneficiary_id;
  else if (choice && state.beneficiaryFor === beneficiaryKey(choice)) beneficiaryId = state.beneficiaryId;
  return { remitterId, beneficiaryId };
}

/** The stores whose own stages are running in this page (a reload starts with none). */
const runningIn = new WeakSet<Store>();

/**
 * The flow's own stages before a new transaction: the sender registered (remit-one) and a new
 * beneficiary saved (add-beneficiary), each at most once; false when one failed (it said why).
 */
export async function beforeCheckout(store: Store): Promise<boolean> {
  runningIn.add(store);
  try {
    for (;;) {
      const { remitterId, beneficiaryId } = payee(store);
      const stage = senderStageFor(remitterId, beneficiaryId);
      if (stage === null) return true;
      if (!dispatch(store, { type: 'begin', stage })) return false;
      const ok = stage === 'remit-one' ? await remitOne(store) : await addNewBeneficiary(store);
      if (!ok) return false;
    }
  } finally {
    runningIn.delete(store);
  }
}

/**
 * On (re)load: a remit-one or add-beneficiary call begun and not running in this page was cut off
 * by a reload; nothing was confirmed.
 */
export function recoverSenderStage(store: Store): void {
  if (runningIn.has(store) || store.get(stageStateAtom).stage === null) return;
  dispatch(store, { type: 'failed' });
  stageFailed(store, [CREATE_INTERRUPTED], SEND_ERROR_MS.newTransaction);
}

/** How long a failed checkout call's alert stays (spec §9). */
const FAILURE_MS: Record<CheckoutFailure, number> = {
  create: SEND_ERROR_MS.newTransaction,
  confirm: SEND_ERROR_MS.confirm,
  initiate: SEND_ERROR_MS.paymentInitiation,
};

/** What the screen shows now, as the checkout's key, and what the transaction is made for. */
export function screenInputs(store: Store) {
  const user = store.get(sessionUserAtom);
  const quote = store.get(quoteAtom);
  const choice = store.get(beneficiaryChoiceAtom);
  if (!user || !choice || !quote) return null;
  const receive = receivingAmount(quote);
  return {
    inputs: paymentInputs({ form: store.get(amountFormAtom), quote, user, choice }),
    madeFor: receive === null ? null : { beneficiaryMobile: beneficiaryMobile(choice), receive },
  };
}

/**
 * The total to pay the Confirmation shows: the created transaction's own figure once its create
 * named one for what the screen shows, the quote's before.
 */
export function shownTotal(store: Store): number | null {
  const quote = store.get(quoteAtom);
  const screen = screenInputs(store);
  if (!quote || !screen) return null;
  const created = createdFor(store.get(checkoutAtom), screen.inputs);
  return toAmount(created?.remitter_pay_amount) ?? totalToPay(quote.charges);
}

/** The inputs of the create are missing (a defect, a cleared quote): nothing is sent. */
class CreateInputsMissing extends Error {}

/**
 * The Zimbabwe flow's checkout (the payments feature's, shared with the other-countries flow):
 * Make Payment creates it with POST /remitter/transactions/new (new-transaction), then confirms
 * (confirm-transaction) and pays it (initiate-payment). When the created transaction costs other
 * than the quote, the Confirmation shows its figures and waits for Make Payment again.
 */
export const zimbabweCheckout = createStoreCheckout(zimbabweCheckoutSource, {
  async create(store) {
    const user = store.get(sessionUserAtom);
    const choice = store.get(beneficiaryChoiceAtom);
    const { remitterId, beneficiaryId } = payee(store);
    if (!user || !choice || !remitterId || !beneficiaryId)
      throw new CreateInputsMissing(TRANSACTION_CREATE_FAILED);
    const body = newTransactionRequest({
      form: store.get(amountFormAtom),
      quote: store.get(quoteAtom),
      user,
      choice,
      remitterId,
      beneficiaryId,
    });
    if (!body) throw new CreateInputsMissing(QUOTE_MISSING);
    return createTransaction(body);
  },
  createErrors: (error) =>
    error instanceof CreateInputsMissing
      ? [error.message]
      : callErrorMessages(error, TRANSACTION_CREATE_FAILED),
  payer(store) {
    const user = store.get(sessionUserAtom);
    if (!user) return null;
    return {
      remitterId: payee(store).remitterId,
      country: user.country,
      paymentMethod: store.get(amountFormAtom).payment_method,
      options: store.get(uiOptionsAtom),
    };
  },
  shownTotal,
  failed: (store, at, messages) => stageFailed(store, messages, FAILURE_MS[at]),
  clear: (store) => zimbabweFlow.clear(store),
  payCreates: true,
  recoverFlow: recoverSenderStage,
});
