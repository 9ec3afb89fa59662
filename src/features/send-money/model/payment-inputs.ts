import type { PaymentInputs } from './stages.ts';
import { beneficiaryName, receivingAmount, type TransactionInputs } from './payment-requests.ts';

/** The keys of a payment's inputs: equal keys mean Make Payment retries the same transaction. */
export function paymentInputs(input: TransactionInputs): PaymentInputs {
  const { form, quote, user, choice } = input;
  const transaction = JSON.stringify([
    user.country,
    form.payment_method,
    form.destination_currency,
    receivingAmount(quote),
    form.trans_type,
    form.purpose,
    form.promo_code.trim(),
  ]);
  const beneficiary =
    choice.kind === 'saved'
      ? `saved:${choice.beneficiary.beneficiary_id}`
      : `new:${JSON.stringify([beneficiaryName(choice), choice.details.mobile])}`;
  return { transaction, beneficiary };
}

/** Whether a retry is for what the stopped payment was made for (unknown inputs count as the same). */
export function sameInputs(made: PaymentInputs | null, now: PaymentInputs): boolean {
  return made === null || (made.transaction === now.transaction && made.beneficiary === now.beneficiary);
}
