import type { Beneficiary, CrossBorderTransactionRequest, User } from '@/api/contract.ts';
import { beneficiaryMobile } from '@/features/beneficiaries';
import type { AmountsState } from './amount-form.ts';

export interface CreateInputs {
  amounts: AmountsState;
  user: Pick<User, 'country' | 'mobile' | 'remitter_id'>;
  beneficiary: Beneficiary;
  /** The destination country's name. */
  countryName: string;
}

/**
 * POST /remitter/transactions/terrapay, doc 1 §3's cross-border create as written: amount_to_send
 * carries the amount to receive, trans_type 'Cash Collection', the country of the beneficiary by
 * name and the sender's country, and both mobiles for the SMS notices. Null without a remitter.
 */
export function createTransactionRequest(input: CreateInputs): CrossBorderTransactionRequest | null {
  const { amounts, user, beneficiary } = input;
  if (!user.remitter_id) return null;
  const promo = amounts.promo_code.trim();
  return {
    amount_to_send: amounts.amount_to_receive,
    source_currency: amounts.source_currency,
    beneficiary_country: input.countryName,
    dest_currency: amounts.destination_currency,
    remitter_id: user.remitter_id,
    beneficiary_id: beneficiary.beneficiary_id,
    payment_method: amounts.payment_method,
    country: user.country,
    trans_type: 'Cash Collection',
    sms_benef_mobile: beneficiaryMobile(beneficiary),
    sms_mobile: user.mobile,
    purpose: amounts.purpose,
    promo_code: promo,
  };
}

/** What a transaction is made for: the same key means the same transaction (never made twice). */
export function transactionInputsKey(amounts: AmountsState, beneficiaryId: string, country: string): string {
  const { charges: _charges, ...fields } = amounts;
  return JSON.stringify({ country, beneficiaryId, ...fields });
}
