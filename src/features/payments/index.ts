export { initiatePayment, DEFAULT_PAYMENT_CURRENCY } from './api/initiate-payment.ts';
export { pollPayment } from './api/poll-payment.ts';
export { startPayment } from './api/start-payment.ts';
export { browser } from './api/browser.ts';
export {
  BANK_TRANSFER_METHOD_ID,
  BANK_TRANSFER_METHOD_NAME,
  CARD_METHOD_NAME,
  countryPaymentMethods,
  isBankTransferMethod,
  paymentMethodId,
  paymentMethodName,
} from './model/payment-method.ts';
export { isCardMethod, paymentReturnUrl, type ReturnUrlInput } from './model/return-url.ts';
export {
  PAYMENT_INIT_ERROR_MS,
  PAYMENT_INIT_FAILED,
  PAYMENT_NOT_INITIATED,
  pollErrorMessages,
  visiblePaymentErrors,
} from './model/payment-errors.ts';
export { clearPaymentStarted, markPaymentStarted, wasPaymentStarted } from './model/payment-started.ts';
export { isPaymentSettled, pollKnowsState, pollMessage } from './model/poll-state.ts';
export {
  PAYMENT_FAILED,
  PAYMENT_SUCCEEDED,
  paymentOutcome,
  type PaymentOutcome,
} from './model/payment-outcome.ts';
export { usePaymentPoll, type PaymentPoll } from './hooks/use-payment-poll.ts';
export { useMakePayment, type MakePayment, type PayableTransaction } from './hooks/use-make-payment.ts';
export { MakePaymentButton } from './components/make-payment-button.tsx';
export { BankInstruction } from './components/bank-instruction.tsx';
export { PaymentInstructions, BANK_DETAIL_FIELDS } from './components/payment-instructions.tsx';
export { PaymentStatusNote } from './components/payment-status-note.tsx';
export { PollErrorBanner } from './components/poll-error-banner.tsx';
export { CONFIRM_FAILED, confirmTransaction } from './api/confirm-transaction.ts';
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
  type CheckoutStage,
  type CheckoutState,
  type MadeFor,
} from './model/checkout.ts';
export {
  createCheckoutRunner,
  type CheckoutFlow,
  type CheckoutRequest,
  type CheckoutRunner,
  type Payer,
} from './hooks/checkout-runner.ts';
export { useCheckout, type Checkout } from './hooks/use-checkout.ts';
export { CHECKING_EARLIER, CREATE_INTERRUPTED } from './model/checkout-messages.ts';
