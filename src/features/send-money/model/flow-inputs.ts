import type { Beneficiary, FullRegistrationFields } from '@/api/contract.ts';

/**
 * What the Sender Details step hands to the payment run: the full registration's fields (the
 * spec's onboarding payload), sent once by the remit-one stage for users not yet onboarded.
 */
export type SenderDetails = FullRegistrationFields;

/** A Zimbabwe beneficiary typed on the beneficiary step, created by the add-beneficiary stage. */
export interface NewZimbabweBeneficiary {
  first_name: string;
  middle_name: string;
  last_name: string;
  /** '+263' then the digits, no leading zero. */
  mobile: string;
  save_to_favourites: boolean;
}

/** The beneficiary chosen on the beneficiary step: a saved one, or a new one still to be added. */
export type BeneficiaryChoice =
  { kind: 'saved'; beneficiary: Beneficiary } | { kind: 'new'; details: NewZimbabweBeneficiary };
