import type { InitiatePaymentRequest } from '@/api/contract.ts';
import { markPaymentStarted } from '../model/payment-started.ts';
import { browser } from './browser.ts';
import { initiatePayment } from './initiate-payment.ts';

/**
 * Initiates the payment and sends the browser to the payment page (noting it, so the way back
 * polls until the payment settles). `beforeLeaving` runs just before the page is left, e.g. to
 * clear a flow's state. Resolves with the payment URL; rejects with an ApiError.
 */
export async function startPayment(
  body: InitiatePaymentRequest,
  beforeLeaving?: (url: string) => void,
): Promise<string> {
  const url = await initiatePayment(body);
  beforeLeaving?.(url);
  markPaymentStarted(body.transaction_reference);
  browser.assign(url);
  return url;
}
