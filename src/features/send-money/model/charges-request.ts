import type { ChargesRequest, Country } from '@/api/contract.ts';
import type { AmountFormValues } from './amount-form.ts';
import { DESTINATION_COUNTRY, sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import { parseAmount } from '@/remittance/amount/numbers.ts';

/**
 * The quote payload (doc 1 §3 'Zimbabwe amount form'): the form's choices plus the country,
 * destination Zimbabwe, the source currency (GBP for UK, else ZAR), amount_type DESTINATION, the
 * receiving amount already rounded to a multiple of 10, the promo code (empty when none: the form
 * lists it) and `ref_code`, the referral code of the sign-up link the sender came by, when any.
 */
export function chargesRequest(
  values: AmountFormValues,
  country: Country,
  receive: number | null,
  refCode = '',
): ChargesRequest {
  const promo = values.promo_code.trim();
  return {
    amount_to_send: parseAmount(values.amount_to_send),
    amount_to_receive: receive,
    source_currency: sourceCurrencyFor(country),
    destination_currency: values.destination_currency,
    destination_country: DESTINATION_COUNTRY,
    country,
    trans_type: values.trans_type,
    payment_method: values.payment_method,
    purpose: values.purpose,
    promo_code: promo,
    ...(refCode.trim() ? { ref_code: refCode.trim() } : {}),
    amount_type: 'DESTINATION',
  };
}
