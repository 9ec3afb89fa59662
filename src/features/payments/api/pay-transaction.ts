import type { InitiatePaymentRequest } from '@/api/contract.ts';
import type { LockOutcome } from '@/lib/tab-lock.ts';
import { withPaymentLock } from '../checkout/exclusion.ts';
import { initiatePayment } from './initiate-payment.ts';

export { leaveForPaymentPage } from './payment-page.ts';

/**
 * Asks for a transaction's payment page under its payment lock (one tab at a time per
 * transaction). The transaction's page loads this when Make Payment is pressed, not with the page.
 */
export function initiateUnderLock(body: InitiatePaymentRequest): Promise<LockOutcome<string>> {
  return withPaymentLock(body.transaction_reference, () => initiatePayment(body));
}
