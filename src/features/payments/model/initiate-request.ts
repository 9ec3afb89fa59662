import type { Country, InitiatePaymentRequest, UiOptions } from '@/api/contract.ts';
import { paymentReturnUrl } from './return-url.ts';

/** What the payment page is asked for with. */
export interface InitiateInputs {
  remitterId: string;
  reference: string;
  paymentMethod: string;
  country: Country;
  /** The total to pay: the server's figure (the created transaction's), never one recomputed. */
  amount: number;
  options: Pick<UiOptions, 'payment_methods'> | undefined;
  /** The app's origin (window.location.origin). */
  origin: string;
}

/**
 * POST /payments/initiate for a send flow: the remitter as member, the reference, the method, the
 * source currency (spec §9: ZAR, GBP for UK), the total to pay and the return URL (card: the
 * transaction's page, else checkout).
 */
export function initiatePaymentRequest(input: InitiateInputs): InitiatePaymentRequest {
  return {
    member_id: input.remitterId,
    transaction_reference: input.reference,
    payment_method: input.paymentMethod,
    currency: input.country === 'UK' ? 'GBP' : 'ZAR',
    amount: input.amount,
    return_url: paymentReturnUrl({
      origin: input.origin,
      reference: input.reference,
      paymentMethod: input.paymentMethod,
      options: input.options,
      country: input.country,
    }),
  };
}
