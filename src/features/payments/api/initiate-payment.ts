import type { InitiatePaymentRequest } from '@/api/contract.ts';
import { env } from '@/config/env.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';
import { PAYMENT_INIT_FAILED } from '../model/payment-errors.ts';
import { isAllowedPaymentUrl } from '../model/payment-origin.ts';

/** The currency sent when the transaction names none (spec §3: initiate payment, default ZAR). */
export const DEFAULT_PAYMENT_CURRENCY = 'ZAR';

/**
 * POST /payments/initiate: starts the hosted payment of a transaction awaiting payment; resolves
 * with the payment page's URL. An answer whose `payment_url` is not on a configured payment origin
 * (VITE_PAYMENT_ORIGINS, https outside localhost) is a failure ('Payment initiation failed. Please
 * try again.'), so the browser is never sent anywhere else.
 */
export async function initiatePayment(body: InitiatePaymentRequest, signal?: AbortSignal): Promise<string> {
  const answer = await api.call('portal', 'POST /payments/initiate', {
    body: { ...body, currency: body.currency || DEFAULT_PAYMENT_CURRENCY },
    signal,
  });
  const url: unknown = answer.payment_url;
  if (!isAllowedPaymentUrl(url, { allowed: env.paymentOrigins, appOrigin: window.location.origin })) {
    throw new ApiError('status', {
      body: { status: 'FAIL', result: { message: PAYMENT_INIT_FAILED } },
      cause: new Error('The payment page is not on a configured payment origin (VITE_PAYMENT_ORIGINS).'),
    });
  }
  return url;
}
