/** The portal API's entities (doc 1 §3): the user, the profile, transactions, beneficiaries, limits. */

export type Country = 'UK' | 'SA';
export type KycTier = 'lite' | 'limited' | 'unlimited';
export type RemitoneStatus = 'valid' | 'blocked' | 'expired';
export type LimitPeriod = 'transaction' | 'day' | 'month' | 'quarter' | 'year';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['transaction', 'day', 'month', 'quarter', 'year'];

export type TransactionStatus =
  'PENDING_CLEARANCE' | 'AGENT_OK' | 'SENT_FOR_PAY' | 'HQ_OK' | 'PROCESSED' | 'ABORTED' | 'DELETED';

export interface User {
  id: number;
  remitter_id: string | null;
  session_id: string;
  country: Country;
  mobile: string;
  email: string;
  first_name: string | null;
  onboarded: boolean;
  kyc_status: KycTier;
  remitone_status: RemitoneStatus;
  default_transfer_purpose: string | null;
}

/** The remitone part of the profile, with the middleware part under `middleware`. */
export interface Profile {
  remitter_id: string | null;
  firstname: string;
  middlename: string;
  lastname: string;
  dob: string;
  nationality: string;
  email: string;
  mobile: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: Country;
  id1_type: string;
  id1_details: string;
  id1_issue_place: string;
  id1_issue_country: string;
  id1_expiry: string;
  id2_type: string;
  id3_type: string;
  id4_type: string;
  id3_details: string;
  id3_issue_place: string;
  id3_issue_country: string;
  id3_issue_expiry: string;
  id_scan_2: string;
  default_transfer_purpose: string;
  kyc_status: KycTier;
  /**
   * Not among doc 1 §3's profile fields, but the route guard takes the status "from the profile
   * or, if absent, from the user": read when present.
   */
  remitone_status?: RemitoneStatus;
  middleware: { kyc_status: KycTier; gender: string };
}

export interface Transaction {
  trans_ref: string;
  trans_id: string;
  creation_date: string;
  status: TransactionStatus;
  payment_name: string;
  payment_method: { id: string; name?: string } | string;
  currency: 'GBP' | 'ZAR';
  remitt_pay: number;
  dest_currency: string;
  dest_amount: number;
  rate: number;
  total_charges: number;
  trans_type: string;
  destination_country: string;
  benef_name: string;
  benef_mobile: string;
  collection_point: string;
  /** Absent while PENDING_CLEARANCE or AGENT_OK. */
  collection_pin?: string;
  member_id: string;
  /** Not in doc 1 §3: the sandbox adds it for its demos. */
  tax?: number;
  /** Not in doc 1 §3: the sandbox adds it for its demos. */
  purpose?: string;
}

/** Doc 1 §3: the Zimbabwe fields, and the cross-border variants' (optional) ones. */
export interface Beneficiary {
  beneficiary_id: string;
  fname: string;
  mname: string;
  lname: string;
  mobile: string;
  id?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  surname?: string;
  telephone?: string;
  phone_number?: string;
  country?: string;
  country_code?: string;
  account_number?: string;
  account?: string;
  bank?: string;
  bank_branch?: string;
  bank_name?: string;
  bank_code?: string;
  delivery_option?: 'wallet' | 'bank';
  created_at?: string;
}

export type LimitsByPeriod = Record<LimitPeriod, number>;
/** limits[country lowercase][tier][period]. */
export type LimitsTable = Record<'uk' | 'sa', Partial<Record<KycTier, LimitsByPeriod>>>;
