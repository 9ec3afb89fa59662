import type { InitiatePaymentRequest } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';
import { PAYMENT_INIT_FAILED, isPaymentPageUrl } from '../model/payment-errors.ts';

/** The currency sent when the transaction names none (spec §3: initiate payment, default ZAR). */
export const DEFAULT_PAYMENT_CURRENCY = 'ZAR';

/**
 * POST /payments/initiate: starts the hosted payment of a transaction awaiting payment; resolves
 * with the payment page's URL. An answer without a usable http(s) `payment_url` is a failure
 * ('Payment initiation failed. Please try again.'), so the browser is never sent anywhere else.
 */
export async function initiatePayment(body: InitiatePaymentRequest, signal?: AbortSignal): Promise<string> {
  const answer = await api.call('portal', 'POST /payments/initiate', {
    body: { ...body, currency: body.currency || DEFAULT_PAYMENT_CURRENCY },
    signal,
  });
  const url: unknown = answer.payment_url;
  if (!isPaymentPageUrl(url)) {
    throw new ApiError('status', { body: { status: 'FAIL', result: { message: PAYMENT_INIT_FAILED } } });
  }
  return url;
}
