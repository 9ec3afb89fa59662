import type {
  ConfirmRequest,
  Country,
  NewBeneficiaryRequest,
  NewTransactionRequest,
  User,
} from '@/api/contract.ts';
import type { AmountFormValues } from './amount-form.ts';
import { sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import type { BeneficiaryChoice, NewZimbabweBeneficiary } from './flow-inputs.ts';
import type { Quote } from './quote.ts';

/** What a payment is made of: the amount step's form and quote, the user and the beneficiary. */
export interface TransactionInputs {
  form: AmountFormValues;
  quote: (Pick<Quote, 'receive'> & { charges: Pick<Quote['charges'], 'source_currency'> }) | null;
  user: Pick<User, 'country' | 'mobile'>;
  choice: BeneficiaryChoice;
}

/**
 * The amount the beneficiary receives: the one the quote was asked for (rounded to 10). The
 * charges answer promises no receiving amount, so no field of it is used.
 */
export function receivingAmount(quote: TransactionInputs['quote']): number | null {
  const amount = quote?.receive;
  return amount !== null && amount !== undefined && Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** The beneficiary's mobile, as saved or as typed (+263...). */
export function beneficiaryMobile(choice: BeneficiaryChoice): string {
  return choice.kind === 'saved' ? choice.beneficiary.mobile : choice.details.mobile;
}

/** The beneficiary's full name (first, middle, last). */
export function beneficiaryName(choice: BeneficiaryChoice): string {
  const parts =
    choice.kind === 'saved'
      ? [choice.beneficiary.fname, choice.beneficiary.mname, choice.beneficiary.lname]
      : [choice.details.first_name, choice.details.middle_name, choice.details.last_name];
  const name = parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || (choice.kind === 'saved' ? (choice.beneficiary.name ?? '') : '');
}

/**
 * POST /remitter/transactions/new in the Zimbabwe flow (doc 1 §3): amount_to_send is the
 * receiving amount with amount_type DESTINATION; sms_mobile the user's, sms_benef_mobile the
 * beneficiary's. Null when the receiving amount is not known.
 */
export function newTransactionRequest(
  input: TransactionInputs & { remitterId: string; beneficiaryId: string },
): NewTransactionRequest | null {
  const { form, quote, user, choice } = input;
  const amount = receivingAmount(quote);
  if (amount === null) return null;
  const promo = form.promo_code.trim();
  return {
    country: user.country,
    remitter_id: input.remitterId,
    beneficiary_id: input.beneficiaryId,
    payment_method: form.payment_method,
    sms_benef_mobile: beneficiaryMobile(choice),
    sms_mobile: user.mobile,
    source_currency: quote?.charges.source_currency || sourceCurrencyFor(user.country),
    dest_currency: form.destination_currency,
    amount_to_send: amount,
    trans_type: form.trans_type,
    purpose: form.purpose,
    ...(promo ? { promo_code: promo } : {}),
    amount_type: 'DESTINATION',
  };
}

/** POST /remitter/beneficiaries/new for a Zimbabwe beneficiary typed on the beneficiary step. */
export function newBeneficiaryRequest(details: NewZimbabweBeneficiary): NewBeneficiaryRequest {
  return {
    first_name: details.first_name.trim(),
    middle_name: details.middle_name.trim(),
    last_name: details.last_name.trim(),
    mobile: details.mobile,
    save_to_favourites: details.save_to_favourites,
  };
}

/** POST /remitter/transactions/confirm: the session to confirm and the payment method. */
export function confirmRequest(
  country: Country,
  transSessionId: string,
  paymentMethod: string,
): ConfirmRequest {
  return { country, trans_session_id: transSessionId, payment_method: paymentMethod };
}

// The payment page's request and its return-URL rule are shared with the other-countries flow.
export { initiatePaymentRequest, type InitiateInputs } from '@/features/payments';
