export { leadWith } from '@/lib/api-error.ts';
// Shared with the other-countries flow: the payment run's error rules live in the payments feature.
export { callErrorMessages, outcomeUnknown } from '@/features/payments';

/** Make Payment for a sender not yet registered, without Sender Details (they were cleared). */
export const SENDER_DETAILS_MISSING =
  'Your sender details are missing. Go back to Sender Details, check them and continue.';

/** Make Payment without a quote (e.g. after a reload): the figures must be asked for again. */
export const QUOTE_MISSING = 'Your quote has expired. Go back to Amount to Send and calculate it again.';
