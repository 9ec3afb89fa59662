export { leadWith } from '@/lib/api-error.ts';
// Shared with the other-countries flow: the payment run's error rules live in the payments feature.
export { callErrorMessages, outcomeUnknown } from '@/features/payments';

/** A remit-one, add-beneficiary or create call was cut off by a reload: nothing was confirmed. */
export const PAYMENT_INTERRUPTED =
  'Your payment was interrupted before your transaction was confirmed, so no transaction was made. Check the details and press Make Payment again.';

/** A confirm was cut off by a reload: it may have gone through. */
export const CONFIRM_INTERRUPTED =
  'Your payment was interrupted while your transaction was being confirmed, so it may have gone through. Check Transactions before you try again.';

/** A confirm got no clear answer (the connection dropped, a gateway error): it may have gone through. */
export const CONFIRM_UNCLEAR =
  'No clear answer came back from the confirmation, so your transaction may have gone through. Check Transactions before you try again.';

/** A confirm whose answer was lost made this transaction: the sender is taken to it to pay. */
export const CONFIRMED_HANDED_OFF =
  'Your transaction was confirmed, but the answer did not reach us at the time. Here it is, awaiting payment: press Make Payment to pay for it.';

/** The payment page was being asked for when the page reloaded. */
export const PAYMENT_PAGE_INTERRUPTED =
  'Your transaction is confirmed and awaiting payment, but the payment page did not open. Press Make Payment to open it.';

/** The flow was leaving for the payment page when the page reloaded. */
export const PAYMENT_PAGE_LEFT =
  'Your transaction is confirmed and awaiting payment. You can pay for it from Transactions.';

/** Make Payment for a sender not yet registered, without Sender Details (they were cleared). */
export const SENDER_DETAILS_MISSING =
  'Your sender details are missing. Go back to Sender Details, check them and continue.';

/** Make Payment without a quote (e.g. after a reload): the figures must be asked for again. */
export const QUOTE_MISSING = 'Your quote has expired. Go back to Amount to Send and calculate it again.';
