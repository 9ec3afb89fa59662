export {
  BANK_TRANSFER_METHOD_NAME,
  countryPaymentMethods,
  isBankTransferMethod,
  paymentMethodId,
  paymentMethodName,
} from './model/payment-method.ts';

export { clearPaymentStarted, wasPaymentStarted } from './model/payment-started.ts';
export { isPaymentFailure, isPaymentSettled, pollKnowsState, readsTransaction } from './model/poll-state.ts';
export { paymentOutcome } from './model/payment-outcome.ts';
export { usePaymentPoll } from './hooks/use-payment-poll.ts';

export { MakePaymentButton } from './components/make-payment-button.tsx';
export { BankInstruction } from './components/bank-instruction.tsx';
export { PaymentInstructions, BANK_DETAIL_FIELDS } from './components/payment-instructions.tsx';
export { PaymentStatusNote } from './components/payment-status-note.tsx';
export { PollErrorBanner } from './components/poll-error-banner.tsx';

export { callErrorMessages, outcomeUnknown } from './model/call-errors.ts';
export { initiatePaymentRequest, type InitiateInputs } from './model/initiate-request.ts';
export type { Store } from './model/store.ts';
// The one checkout both send flows run (DESIGN.md 'One checkout').
export {
  INITIAL_CHECKOUT,
  canPay,
  checkoutUnderway,
  createdFor,
  type CheckoutFailure,
  type CheckoutState,
} from './checkout/state.ts';
export { checkoutSource, type CheckoutSource } from './checkout/source.ts';
export { createStoreCheckout, type StoreCheckout } from './checkout/store-checkout.ts';
export type { Payer } from './checkout/runner.ts';
export {
  useCheckout,
  useCheckoutActions,
  type CheckoutActions,
  type CheckoutView,
} from './hooks/use-checkout.ts';
export { createdDifferences } from './model/created-differences.ts';
export { CHECKING_EARLIER, CHECKING_PAYMENT, CREATE_INTERRUPTED } from './model/checkout-messages.ts';
