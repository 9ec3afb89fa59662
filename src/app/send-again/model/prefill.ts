import type { Beneficiary, Corridor, Country, Transaction } from '@/api/contract.ts';
import { beneficiaryName, isZimbabweBeneficiary } from '@/features/beneficiaries';
import { choosesCorridors, destinationsFor, type Destination } from '@/features/destinations';
import { paymentMethodId } from '@/features/payments';
import { toZimbabweMobile, zimbabweNational } from '@/lib/phone.ts';
import { EMPTY_AMOUNT_FORM, type AmountFormValues, type BeneficiaryChoice } from '@/features/send-money';
import { crossBorderForm, crossBorderBeneficiary } from './cross-border.ts';
import { lastTransactionTo, matchSaved, personOf, type Person } from './match.ts';
import {
  BENEFICIARIES_UNKNOWN,
  CHOOSE_COUNTRY,
  CURRENCY_NOT_OFFERED,
  checkedAgain,
  chooseBeneficiary,
  countryNotOffered,
  filledFromTransfer,
  notOffered,
  offeredAsNew,
  sendingTo,
} from './messages.ts';
import { amountText, hadValue, listed, purposeId, splitName } from './values.ts';
import type { CrossBorderPlan, PrefillInput, PrefillOptions, SendAgainPlan } from './types.ts';

/**
 * 'Send again' (issue 13) as a pure rule: from a transaction, or a beneficiary and the last
 * transfer to them this device knows, to a plan: which flow (Zimbabwe, or the country's for an SA
 * sender's cross-border transfer; a UK sender only ever has Zimbabwe), which country, which form
 * values and which beneficiary, and the note that says what the sender must choose. Nothing of the
 * old transfer is trusted: no quote or charges are carried (the plan has no place for them), and
 * an option the UI options no longer list is left empty; the flow then checks everything again as
 * if typed (limits, minimums, the compliance hold) and asks for a fresh quote.
 */
export type { CrossBorderPlan, PrefillInput, SendAgainPlan, SendAgainSource, ZimbabwePlan } from './types.ts';

const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The amount step's values from a transfer; options no longer listed left empty, with a note each. */
function zimbabweForm(
  from: Transaction | undefined,
  country: Country | string,
  options: PrefillOptions,
  notes: string[],
): AmountFormValues {
  if (!from) return { ...EMPTY_AMOUNT_FORM };
  const key = country === 'UK' ? 'uk' : 'sa';
  const currency = listed(
    options.receiving_currencies.map((item) => item.currency),
    from.dest_currency,
  );
  const form: AmountFormValues = {
    ...EMPTY_AMOUNT_FORM,
    // The beneficiary receives the same amount; in another currency it would mean something else.
    amount_to_receive: currency ? amountText(from.dest_amount) : '',
    destination_currency: currency,
    trans_type: listed(
      options.transfer_types.map((item) => item.type),
      from.trans_type,
    ),
    payment_method: listed(
      options.payment_methods[key].map((method) => method.id),
      paymentMethodId(from.payment_method),
    ),
    purpose: purposeId(options.purpose_of_remittance[key], from.purpose),
  };
  if (!form.destination_currency && hadValue(from.dest_currency)) notes.push(CURRENCY_NOT_OFFERED);
  if (!form.trans_type && hadValue(from.trans_type)) notes.push(notOffered('transfer type'));
  if (!form.payment_method && hadValue(paymentMethodId(from.payment_method)))
    notes.push(notOffered('payment method'));
  if (!form.purpose && hadValue(from.purpose)) notes.push(notOffered('purpose'));
  return form;
}

/**
 * Zimbabwe's beneficiary: the saved one; else, a Zimbabwe number, the person as a new beneficiary
 * (added at Make Payment; the step says when the number is saved under another name); else none.
 */
function zimbabweBeneficiary(
  matched: Beneficiary | undefined,
  person: Person,
  saved: readonly Beneficiary[] | undefined,
  notes: string[],
): BeneficiaryChoice | null {
  if (matched && isZimbabweBeneficiary(matched)) return { kind: 'saved', beneficiary: matched };
  const name = person.name || 'The beneficiary';
  const national = zimbabweNational(person.mobile);
  if (saved === undefined) notes.push(BENEFICIARIES_UNKNOWN);
  if (!national) {
    if (saved !== undefined) notes.push(chooseBeneficiary(name));
    return null;
  }
  if (saved !== undefined) notes.push(offeredAsNew(name));
  const parts = splitName(person.name);
  return {
    kind: 'new',
    details: {
      first_name: parts.first,
      middle_name: parts.middle,
      last_name: parts.last,
      mobile: toZimbabweMobile(national),
      save_to_favourites: false,
    },
  };
}

/** The country a beneficiary row names (its code, else its name); '' when none. */
const countryOf = (beneficiary: Beneficiary): string =>
  textOf(beneficiary.country_code) || textOf(beneficiary.country);

const isZimbabwe = (country: string) => ['zimbabwe', 'zw'].includes(country.toLowerCase());

/** The sender's partner country named (by code or name), with its corridor. */
function partnerDestination(
  corridors: readonly Corridor[] | undefined,
  country: string,
): CrossBorderPlan['destination'] | undefined {
  const wanted = country.toLowerCase();
  return destinationsFor('SA', corridors).find(
    (destination): destination is Destination & { corridor: Corridor } =>
      destination.corridor !== null &&
      (destination.code.toLowerCase() === wanted || destination.name.toLowerCase() === wanted),
  );
}

/** The plan for a transaction, or for a beneficiary (with their last transfer, if cached). */
export function planSendAgain(input: PrefillInput): SendAgainPlan {
  const { source, options } = input;
  const from =
    source.kind === 'transaction'
      ? source.transaction
      : lastTransactionTo(source.beneficiary, input.transactions ?? []);
  const person: Person =
    source.kind === 'transaction'
      ? personOf(source.transaction)
      : { name: beneficiaryName(source.beneficiary), mobile: textOf(source.beneficiary.mobile) };
  const matched = source.kind === 'beneficiary' ? source.beneficiary : matchSaved(input.saved ?? [], person);
  const name = person.name || 'the beneficiary';
  const notes = [from ? filledFromTransfer(from.trans_ref, name) : sendingTo(name)];
  // The beneficiary list the flow's step shows: unknown only for a transaction whose list is.
  const saved = source.kind === 'beneficiary' ? [source.beneficiary] : input.saved;

  const zimbabwe = (choosesZimbabwe: boolean): SendAgainPlan => {
    const form = zimbabweForm(from, input.country, options, notes);
    const beneficiary = zimbabweBeneficiary(matched, person, saved, notes);
    return {
      flow: 'zimbabwe',
      choosesZimbabwe,
      form,
      beneficiary,
      notes: [...notes, checkedAgain('Calculate')],
    };
  };

  if (!choosesCorridors(input.country)) return zimbabwe(false);
  const named = source.kind === 'transaction' ? textOf(source.transaction.destination_country) : '';
  const country = named || (matched ? countryOf(matched) : '');
  // A saved row naming no country is the portal's plain Zimbabwe beneficiary (doc 1 §3).
  if (isZimbabwe(country) || (country === '' && matched)) return zimbabwe(true);
  if (country === '') return { flow: 'choose-country', notes: [CHOOSE_COUNTRY] };
  const destination = partnerDestination(input.corridors, country);
  if (!destination)
    return {
      flow: 'choose-country',
      notes: [input.corridors ? countryNotOffered(country) : CHOOSE_COUNTRY],
    };
  const picked = crossBorderBeneficiary(matched, person, destination, saved, notes);
  const form = crossBorderForm(from, picked.deliveryOption, options, notes);
  return {
    flow: 'other',
    destination,
    form,
    beneficiary: picked.beneficiary,
    notes: [...notes, checkedAgain('Get Charges')],
  };
}
