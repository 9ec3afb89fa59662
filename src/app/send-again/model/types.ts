import type { Beneficiary, Corridor, Country, Transaction, UiOptions } from '@/api/contract.ts';
import type { SendAgainSource } from '@/components/send-again-context.tsx';
import type { Destination } from '@/features/destinations';
import type { AmountFormValues, BeneficiaryChoice } from '@/features/send-money';
import type { CrossBorderAmountForm } from '@/features/send-money-other';

export type { SendAgainSource };

/** The UI options the amount steps offer. */
export type PrefillOptions = Pick<
  UiOptions,
  'receiving_currencies' | 'transfer_types' | 'payment_methods' | 'purpose_of_remittance'
>;

export interface PrefillInput {
  source: SendAgainSource;
  /** The sender's country. */
  country: Country | string;
  options: PrefillOptions;
  /** The sender's saved beneficiaries; undefined when they could not be known. */
  saved: readonly Beneficiary[] | undefined;
  /** The partner's corridors (SA senders); undefined when they could not be known. */
  corridors: readonly Corridor[] | undefined;
  /** The cached transactions (a beneficiary's last transfer is looked for among them). */
  transactions?: readonly Transaction[];
}

/** To /send-money: the amount form, the beneficiary choice (none: the sender chooses). */
export interface ZimbabwePlan {
  flow: 'zimbabwe';
  /** An SA sender's chosen country becomes Zimbabwe (UK senders choose none). */
  choosesZimbabwe: boolean;
  form: AmountFormValues;
  beneficiary: BeneficiaryChoice | null;
  notes: string[];
}

/** To /send-money-other for the country: its form, the saved beneficiary (none: the sender chooses). */
export interface CrossBorderPlan {
  flow: 'other';
  destination: Destination & { corridor: Corridor };
  form: CrossBorderAmountForm;
  beneficiary: Beneficiary | null;
  notes: string[];
}

/** To /country-selection: the transfer's country cannot be chosen for the sender. */
export interface ChooseCountryPlan {
  flow: 'choose-country';
  notes: string[];
}

export type SendAgainPlan = ZimbabwePlan | CrossBorderPlan | ChooseCountryPlan;
