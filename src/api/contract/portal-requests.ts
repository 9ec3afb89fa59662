/** The portal API's request payloads and result bodies (doc 1 §3 'Payloads', doc 2 §7). */

import type { ApiErrorItem, OneOrMany } from './envelope.ts';
import type {
  Country,
  LimitsByPeriod,
  LimitsTable,
  Transaction,
  TransactionStatus,
  User,
} from './portal-entities.ts';

export interface BasicRegistrationRequest {
  country: Country;
  mobile: string;
  email: string;
  password: string;
  subscribe: boolean;
}

export interface LoginRequest {
  type: 'email' | 'mobile';
  email?: string;
  mobile?: string;
  password: string;
}

export interface AuthResult {
  token: string;
  user: User;
}

/** Fields of the multipart full registration (Sender Details). */
export interface FullRegistrationFields {
  first_name: string;
  middle_name?: string;
  last_name: string;
  mobile: string;
  dob: string;
  gender: string;
  id1_details?: string;
  id1_type?: string;
  id2?: string;
  id2_type?: string;
  purpose_of_remittance?: string;
  nationality?: string;
  postal_code?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state_province?: string;
  id1_issue_place?: string;
  id1_issue_country?: string;
  id1_expiry?: string;
  id3_details?: string;
  id3_type?: string;
  id4_details?: string;
  id4_type?: string;
  default_transfer_purpose?: string;
  referral_code?: string;
}

export interface ChargesRequest {
  amount_to_send?: number | string | null;
  amount_to_receive?: number | string | null;
  source_currency: string;
  destination_currency: string;
  destination_country: string;
  country?: string;
  trans_type: string;
  payment_method: string;
  purpose: string;
  promo_code?: string;
  ref_code?: string;
  amount_type?: 'DESTINATION' | 'SOURCE';
}

/** Doc 1 §3 'Charges response' and the calls table: no receiving amount is promised. */
export interface ChargesResult {
  source_amount: number;
  source_currency: string;
  total_charges: number;
  tax: number;
  rate: number;
  /** Not promised by the spec: the sandbox adds it for its demos. */
  destination_amount?: number;
  /** Not promised by the spec: the sandbox adds it for its demos. */
  destination_currency?: string;
}

export interface NewTransactionRequest {
  country: string;
  remitter_id: string;
  beneficiary_id: string;
  payment_method: string;
  sms_benef_mobile?: string;
  sms_mobile?: string;
  source_currency: string;
  dest_currency: string;
  /** In the Zimbabwe flow: the receiving amount. */
  amount_to_send: number | string;
  trans_type: string;
  purpose: string;
  promo_code?: string;
  amount_type?: 'DESTINATION' | 'SOURCE';
}

export interface CrossBorderTransactionRequest {
  amount_to_send: number | string;
  source_currency: string;
  beneficiary_country: string;
  dest_currency: string;
  remitter_id: string;
  beneficiary_id: string;
  payment_method: string;
  country: string;
  trans_type: string;
  sms_benef_mobile?: string;
  sms_mobile?: string;
  purpose: string;
  promo_code?: string;
}

/** The amounts a created transaction carries (doc 1 §3's cross-border create result). */
export interface CreatedAmounts {
  source_currency: string;
  remitter_pay_amount: number;
  destination_currency: string;
  destination_amount: number;
  source_transfer_amount: number;
}

/** The cross-border create's result (doc 1 §3): the session and its amounts. */
export interface NewTransactionResult extends CreatedAmounts {
  trans_session_id: string;
}

/**
 * The Zimbabwe create's result: doc 1 §3 promises the session id only, the calls table "and
 * amounts" without naming them, so each amount may be absent.
 */
export interface ZimbabweTransactionResult extends Partial<CreatedAmounts> {
  trans_session_id: string;
}

export interface ConfirmRequest {
  country: string;
  trans_session_id: string;
  payment_method: string;
}

/**
 * The confirm answer: the calls table reads `status`, `result.errors`, `result.message` and
 * `reference_number` beside them; another reading puts the reference inside `result`. Both are
 * read. Only `status: 'FAIL'` (or an HTTP error) is a failure.
 */
export interface ConfirmResponse {
  status: 'SUCCESS' | 'FAIL';
  reference_number?: string;
  result?: {
    errors?: ApiErrorItem[];
    message?: string;
    reference_number?: string;
    trans_ref?: string;
  };
}

export interface NewBeneficiaryRequest {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  mobile: string;
  country?: string;
  id_number?: string;
  email?: string;
  gender?: string;
  account_number?: string;
  bank_name?: string;
  bank_branch?: string;
  save_to_favourites?: boolean;
  // cross-border spellings
  linked_member_id?: string;
  remitter_id?: string;
  telephone?: string;
  fname?: string;
  firstname?: string;
  mname?: string;
  lname?: string;
  lastname?: string;
  id_issue_country?: string;
  id_type?: string;
  sex?: string;
  session_id?: string;
}

/** The new beneficiary's id, as the calls table names them: one spelling or the other. */
export interface NewBeneficiaryIds {
  new_beneficiary_id?: string;
  beneficiary_id?: string;
  responseId?: string;
}

/**
 * POST /remitter/beneficiaries/new: "new_beneficiary_id or beneficiary_id, status" beside the
 * status (the calls table read literally); the sandbox also repeats them under `result`.
 */
export interface NewBeneficiaryResponse extends NewBeneficiaryIds {
  status: string;
  result?: NewBeneficiaryIds;
}

export interface UpdateBeneficiaryRequest {
  beneficiary_id: string;
  country?: string;
  mobile: string;
  telephone?: string;
  first_name: string;
  middle_name?: string;
  last_name: string;
  bank_name?: string;
  bank_code?: string;
  account_number?: string;
}

/**
 * GET /remitter/pending-transactions reads `result`, whose shape the spec does not show: every
 * field is the sandbox's reading, so each may be absent.
 */
export interface PendingTransactionsResult {
  /** True while a transaction awaits payment. */
  has_pending?: boolean;
  /** True while a transaction is held by compliance (AGENT_OK): no new quotes. */
  compliance_hold?: boolean;
  disclaimer?: string;
  transactions?: OneOrMany<Transaction>;
}

export interface LimitsResult {
  limits: LimitsTable;
  amountsSent: LimitsByPeriod;
  /** Not promised by the spec. */
  currency?: string;
}

export interface InitiatePaymentRequest {
  member_id: string;
  transaction_reference: string;
  payment_method: string;
  currency: string;
  amount: number | string;
  return_url: string;
}

/** The calls table reads `payment_url` only. */
export interface InitiatePaymentResponse {
  payment_url: string;
  status?: 'SUCCESS';
  message?: string;
}

export type PaymentState = 'not_initiated' | 'pending' | 'paid' | 'cancelled';

/** The calls table reads `result.message`; the states are the sandbox's, so may be absent. */
export interface PollResult {
  message: string;
  payment_status?: PaymentState;
  transaction_status?: TransactionStatus;
}

export interface ExistingSearchRequest {
  country: string;
  first_name: string;
  last_name: string;
  mobile: string;
  dob: string;
  referral_code?: string;
}

export interface PostcodeAddress {
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_province: string;
  post_code: string;
}
