import type { Beneficiary } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { beneficiaryMobile } from '@/features/beneficiaries';
import { selectedDestinationAtom } from '@/features/destinations';
import { callErrorMessages, createStoreCheckout, type CheckoutFailure } from '@/features/payments';
import { uiOptionsAtom } from '@/features/ui-options';
import { TRANSACTION_CREATE_FAILED } from '@/remittance/model/messages.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { MissingTokenError, createCrossBorderTransaction } from '../api/create-transaction.ts';
import { TOKEN_NOT_FOUND } from '../model/messages.ts';
import { createTransactionRequest } from '../model/transaction-request.ts';
import { crossBorderFlow } from '../flow.ts';
import { amountsAtom, beneficiaryAtom, crossBorderCheckoutSource } from '../state.ts';

/** How long a failed call's alert stays (spec §9). */
const FAILURE_MS: Record<CheckoutFailure, number> = {
  create: SEND_ERROR_MS.newTransaction,
  confirm: SEND_ERROR_MS.confirm,
  initiate: SEND_ERROR_MS.paymentInitiation,
};

/** The inputs of the create are missing (a defect or a cleared flow): nothing is sent. */
class CreateInputsMissing extends Error {}

/**
 * The Confirmation's checkout (the payments feature's, shared with the Zimbabwe flow): created on
 * entering, with the cross-border create and its payload; confirmed and paid on Make Payment.
 */
export const crossBorderCheckout = createStoreCheckout(crossBorderCheckoutSource, {
  async create(store) {
    const user = store.get(sessionUserAtom);
    const amounts = store.get(amountsAtom);
    const beneficiary = store.get(beneficiaryAtom);
    const destination = store.get(selectedDestinationAtom);
    const body =
      user && amounts && beneficiary && destination
        ? createTransactionRequest({ amounts, user, beneficiary, countryName: destination.name })
        : null;
    if (!body) throw new CreateInputsMissing();
    return createCrossBorderTransaction(body);
  },
  createErrors: (error) =>
    error instanceof MissingTokenError
      ? [TOKEN_NOT_FOUND]
      : error instanceof CreateInputsMissing
        ? [TRANSACTION_CREATE_FAILED]
        : callErrorMessages(error, TRANSACTION_CREATE_FAILED),
  payer(store) {
    const user = store.get(sessionUserAtom);
    const amounts = store.get(amountsAtom);
    if (!user || !amounts) return null;
    return {
      remitterId: user.remitter_id ?? null,
      country: user.country,
      paymentMethod: amounts.payment_method,
      options: store.get(uiOptionsAtom),
    };
  },
  // The Confirmation shows the created transaction's own figures: Make Payment pays them.
  shownTotal: () => null,
  failed: (store, at, messages) => crossBorderFlow.notify(store, { messages, timeoutMs: FAILURE_MS[at] }),
  payCreates: false,
  clear: (store) => crossBorderFlow.clear(store),
});

/** What the Confirmation screen's transaction is for, to know it again after a lost confirm. */
export function madeFor(beneficiary: Beneficiary, receive: number) {
  return { beneficiaryMobile: beneficiaryMobile(beneficiary), receive };
}
