import type { Corridor, Country, PaymentMethodOption } from '../../src/api/contract.ts';
import type { StoredBeneficiary } from './beneficiaries-store.ts';
import { fullName } from './beneficiaries-store.ts';
import type { StoredTransaction } from './transactions-store.ts';
import type { Quote } from '../rules/quote.ts';
import { reportedRate } from '../rules/quote.ts';
import { gatewayName } from '../rules/payment-methods.ts';

export interface TransactionParts {
  reference: { trans_ref: string; trans_id: string };
  country: Country;
  memberId: string;
  beneficiary: StoredBeneficiary;
  corridor: Corridor;
  quote: Quote;
  paymentMethod: PaymentMethodOption;
  /** The portal returns payment_method as {id, name} on some rows and as the id on others. */
  paymentMethodAsId?: boolean;
  purpose: string;
  transType: string;
  promoCode: string;
  createdAt: Date;
  collectionPin?: string;
}

/** Where the beneficiary gets the money, in words. */
export function collectionPoint(
  beneficiary: StoredBeneficiary,
  corridor: Corridor,
  transType: string,
): string {
  if (beneficiary.delivery_option === 'bank' && beneficiary.account_number) {
    return `${beneficiary.bank_name ?? 'Bank'} account ending ${beneficiary.account_number.slice(-4)}`;
  }
  if (transType === 'Cash Collection' && corridor.code === 'ZW') {
    return 'Cash pick-up at any Example Remit agent in Zimbabwe';
  }
  return `Mobile wallet ${beneficiary.mobile}`;
}

/** The stored form of a transaction, from its quote, beneficiary and options. */
export function buildTransaction(parts: TransactionParts): StoredTransaction {
  const { quote: q, beneficiary, paymentMethod } = parts;
  const data: StoredTransaction = {
    ...parts.reference,
    creation_date: parts.createdAt.toISOString(),
    payment_name: gatewayName(parts.country, paymentMethod),
    payment_method: parts.paymentMethodAsId
      ? paymentMethod.id
      : { id: paymentMethod.id, name: paymentMethod.name },
    currency: q.source_currency === 'GBP' ? 'GBP' : 'ZAR',
    remitt_pay: q.remitt_pay,
    dest_currency: q.destination_currency,
    dest_amount: q.destination_amount,
    rate: reportedRate(q),
    total_charges: q.total_charges,
    tax: q.tax,
    trans_type: parts.transType,
    destination_country: parts.corridor.name,
    benef_name: fullName(beneficiary),
    benef_mobile: beneficiary.mobile,
    collection_point: collectionPoint(beneficiary, parts.corridor, parts.transType),
    member_id: parts.memberId,
    purpose: parts.purpose,
    source_amount: q.source_amount,
    promo_code: parts.promoCode,
    beneficiary_id: beneficiary.beneficiary_id,
  };
  if (parts.collectionPin) data.collection_pin = parts.collectionPin;
  return data;
}
