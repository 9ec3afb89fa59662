import { beneficiaryName, receivingAmount, type TransactionInputs } from './payment-requests.ts';
import type { BeneficiaryChoice } from './flow-inputs.ts';

/** The key of the beneficiary a payment is for (a saved one by id, a new one by what was typed). */
export function beneficiaryKey(choice: BeneficiaryChoice): string {
  return choice.kind === 'saved'
    ? `saved:${choice.beneficiary.beneficiary_id}`
    : `new:${JSON.stringify([beneficiaryName(choice), choice.details.mobile])}`;
}

/**
 * The key of what a payment is for, as the Confirmation screen shows it: the transaction's fields
 * (amount, options) and the beneficiary. The checkout pays a transaction only for these.
 */
export function paymentInputs(input: TransactionInputs): string {
  const { form, quote, user, choice } = input;
  return JSON.stringify([
    user.country,
    form.payment_method,
    form.destination_currency,
    receivingAmount(quote),
    form.trans_type,
    form.purpose,
    form.promo_code.trim(),
    beneficiaryKey(choice),
  ]);
}
