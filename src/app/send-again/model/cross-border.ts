import type { Beneficiary, Transaction } from '@/api/contract.ts';
import {
  EMPTY_CROSS_BORDER_FORM,
  availableOptions,
  inCountry,
  paymentMethodsFor,
  preselectedOption,
  type CrossBorderAmountForm,
  type DeliveryOption,
} from '@/features/send-money-other';
import { paymentMethodId } from '@/features/payments';
import type { Person } from './match.ts';
import { BENEFICIARIES_UNKNOWN, chooseBeneficiary, notOffered, notPaidThatWay } from './messages.ts';
import type { CrossBorderPlan, PrefillOptions } from './types.ts';
import { amountText, hadValue, listed, purposeId } from './values.ts';

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * The other-countries flow's beneficiary and delivery: the saved one in the country, paid the way
 * it was (its delivery option, when the country still offers it; else the country's only one);
 * none, with a note, when the person is not saved there or the country no longer pays them so.
 */
export function crossBorderBeneficiary(
  matched: Beneficiary | undefined,
  person: Person,
  destination: CrossBorderPlan['destination'],
  saved: readonly Beneficiary[] | undefined,
  notes: string[],
): { beneficiary: Beneficiary | null; deliveryOption: DeliveryOption | '' } {
  const { corridor } = destination;
  const name = person.name || 'The beneficiary';
  const offered = availableOptions(corridor);
  const fallback = preselectedOption(corridor);
  if (!matched || !inCountry(matched, corridor)) {
    notes.push(saved === undefined ? BENEFICIARIES_UNKNOWN : chooseBeneficiary(name));
    return { beneficiary: null, deliveryOption: fallback };
  }
  const own = textOf(matched.delivery_option).toLowerCase();
  if (own === '') return { beneficiary: matched, deliveryOption: fallback };
  if (offered.includes(own as DeliveryOption))
    return { beneficiary: matched, deliveryOption: own as DeliveryOption };
  notes.push(notPaidThatWay(name, destination.name));
  return { beneficiary: null, deliveryOption: fallback };
}

/**
 * Amount & Delivery's values from a transfer: the amount to receive and its currency (the step
 * checks the currency against the partner's list when it loads), the payment method and purpose
 * where the UI options still offer them. No promo code: it was for that transfer.
 */
export function crossBorderForm(
  from: Transaction | undefined,
  deliveryOption: DeliveryOption | '',
  options: PrefillOptions,
  notes: string[],
): CrossBorderAmountForm {
  const form: CrossBorderAmountForm = { ...EMPTY_CROSS_BORDER_FORM, deliveryOption };
  if (!from) return form;
  form.destination_currency = textOf(from.dest_currency).toUpperCase();
  form.amount = amountText(from.dest_amount);
  form.payment_method = listed(
    paymentMethodsFor(options).map((method) => method.id),
    paymentMethodId(from.payment_method),
  );
  form.purpose = purposeId(options.purpose_of_remittance.sa, from.purpose);
  if (!form.payment_method && hadValue(paymentMethodId(from.payment_method)))
    notes.push(notOffered('payment method'));
  if (!form.purpose && hadValue(from.purpose)) notes.push(notOffered('purpose'));
  return form;
}
