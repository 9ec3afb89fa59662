/**
 * The typed contract of every remote call the app makes: the portal API, the identity (KYC)
 * service and the payout partner. The app's HTTP client and the sandbox both import it, so the
 * stand-in services cannot drift from what the app expects.
 *
 * Shapes follow the spec's calls table, quirks included: lists that arrive as one object, a
 * list, or nothing (`OneOrMany`); failures as `result.errors` or `result.message`; confirm
 * answering `status: 'FAIL'` with HTTP 200.
 */

/** One item, a list of items, or nothing: how the portal API returns collections. */
export type OneOrMany<T> = T | T[] | undefined | null;

export type Country = 'UK' | 'SA';
export type KycTier = 'lite' | 'limited' | 'unlimited';
export type RemitoneStatus = 'valid' | 'blocked' | 'expired';
export type LimitPeriod = 'transaction' | 'day' | 'month' | 'quarter' | 'year';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['transaction', 'day', 'month', 'quarter', 'year'];

export type TransactionStatus =
  'PENDING_CLEARANCE' | 'AGENT_OK' | 'SENT_FOR_PAY' | 'HQ_OK' | 'PROCESSED' | 'ABORTED' | 'DELETED';

/** One failure item of `result.errors`. */
export interface ApiErrorItem {
  error: string;
  field?: string;
}

/** The portal API's envelope. Failures carry `result.errors` or `result.message`. */
export interface Envelope<R> {
  status: 'SUCCESS' | 'FAIL';
  result: R;
}

export interface FailureBody {
  status: 'FAIL';
  result: { errors?: ApiErrorItem[]; message?: string };
}

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

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
  remitone_status: RemitoneStatus;
  middleware: { kyc_status: KycTier; gender: string };
}

export interface Transaction {
  trans_ref: string;
  trans_id: string;
  creation_date: string;
  status: TransactionStatus;
  payment_name: string;
  payment_method: { id: string; name: string } | string;
  currency: 'GBP' | 'ZAR';
  remitt_pay: number;
  dest_currency: string;
  dest_amount: number;
  rate: number;
  total_charges: number;
  tax: number;
  trans_type: string;
  destination_country: string;
  benef_name: string;
  benef_mobile: string;
  collection_point: string;
  /** Absent while PENDING_CLEARANCE or AGENT_OK. */
  collection_pin?: string;
  member_id: string;
  purpose: string;
}

export interface Beneficiary {
  beneficiary_id: string;
  id?: string;
  fname: string;
  mname: string;
  lname: string;
  name?: string;
  mobile: string;
  telephone?: string;
  country?: string;
  country_code?: string;
  account_number?: string;
  bank_name?: string;
  bank_code?: string;
  bank_branch?: string;
  delivery_option?: 'wallet' | 'bank';
  created_at?: string;
}

export type LimitsByPeriod = Record<LimitPeriod, number>;
/** limits[country lowercase][tier][period]. */
export type LimitsTable = Record<'uk' | 'sa', Partial<Record<KycTier, LimitsByPeriod>>>;

export interface LinkOption {
  display: string;
  link: string;
}

export interface PaymentMethodOption {
  id: string;
  name: string;
  disclaimer?: string;
}

export interface IdTypeOption {
  type: string;
  code: string;
  proof_of_address?: boolean;
  id1_scan2_required?: boolean;
  default_transfer_purpose?: string;
  foreign_id_number_required?: boolean;
  permit_number_required?: boolean;
}

export interface UiOptions {
  gender_types: string[];
  nationalities: { name: string; value: string }[];
  countries: { source: { code: Country; name: string; currency: 'GBP' | 'ZAR' }[] };
  id_types: {
    uk: { id1: IdTypeOption[]; id2: IdTypeOption[]; id3: IdTypeOption[] };
    sa: { id1: IdTypeOption[]; id2: IdTypeOption[]; id3: IdTypeOption[]; id4: IdTypeOption[] };
  };
  contact_info: Record<'uk' | 'sa', { phone: LinkOption; whatsapp: LinkOption; email: LinkOption }>;
  footer: { copyright: string; address: Record<'uk' | 'sa', string> };
  links: {
    terms: string;
    privacy: string;
    about: string;
    collection_points: string;
    how_it_works: string;
    contact: string;
    mobile_app: string;
    wallet: string;
    social: { name: string; link: string }[];
  };
  bank: { instruction: string; warning: string; details: Record<'uk' | 'sa', BankDetails> };
  limits: LimitsTable;
  rates: { GBP_TO_USD: number; ZAR_TO_USD: number; ZAR_TO_USD_ROUNDED: number; ZAR_TO_ZAR: number };
  minimum_receiving_amounts: Record<string, number>;
  payment_methods: Record<'uk' | 'sa', PaymentMethodOption[]>;
  receiving_currencies: { currency: string; display: string }[];
  transfer_types: { type: string }[];
  purpose_of_remittance: Record<'uk' | 'sa', { id: string; purpose: string }[]>;
  disclaimers: {
    pending_transactions: string;
    transaction_confirmation: { uk: string; sa: string; all: string };
    awaiting_verification: Record<RemitoneStatus, string>;
  };
}

export interface BankDetails {
  country: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch_code: string;
}

// ---------------------------------------------------------------------------------------------
// Identity (KYC) service
// ---------------------------------------------------------------------------------------------

export type KycServiceStatus = 'passed' | 'failed' | 'in_progress' | 'pending' | 'not_attempted';
export type KycServiceName = 'document_verification' | 'liveness_check' | 'face_match' | 'aml_pep_screening';
export const KYC_SERVICES: readonly KycServiceName[] = [
  'document_verification',
  'liveness_check',
  'face_match',
  'aml_pep_screening',
];

export interface KycServiceResult {
  status: KycServiceStatus;
  confidence: number | null;
  attempt_number: number;
  needs_retry: boolean;
  duration_seconds: number | null;
  [extra: string]: unknown;
}

export interface KycRecord {
  verification_summary: {
    verification_id: string;
    remitter_id: string;
    overall_status: string;
    is_verified: boolean;
    confidence_score: number | null;
    progress_percentage: number;
    requires_manual_review: boolean;
    completed_at: string | null;
  };
  verification_services: Record<KycServiceName, KycServiceResult>;
  retry_status: {
    can_retry: boolean;
    services_needing_retry: KycServiceName[];
    services_passed: KycServiceName[];
  };
  compliance_alerts: { description: string; severity?: string }[];
}

export interface KycRateLimitBody {
  success: false;
  message: string;
  wait_time_minutes: number;
  next_allowed_at: string;
  last_attempt_at: string;
}

// ---------------------------------------------------------------------------------------------
// Payout partner
// ---------------------------------------------------------------------------------------------

export interface Corridor {
  name: string;
  code: string;
  iso: string;
  currency: string;
  terapay_wallet: boolean;
  terrapay_bank: boolean;
  account: string;
  isDefault: boolean;
}

export interface ReceivingCurrency {
  currency: string;
  code?: string;
  iso?: string;
  name: string;
  id: string;
}

/** Bank list items; the partner uses several spellings. */
export interface BankItem {
  bankName?: string;
  bankCode?: string;
  bank_name?: string;
  bank_code?: string;
  name?: string;
  code?: string;
}

export interface PartnerVerification {
  status: 'Success' | 'Error';
  message?: string;
  errorCode?: string;
  errorDescription?: string;
  errorCategory?: string;
  accountName?: string;
}

// ---------------------------------------------------------------------------------------------
// Requests and responses
// ---------------------------------------------------------------------------------------------

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

export interface ChargesResult {
  source_amount: number;
  source_currency: string;
  destination_amount: number;
  destination_currency: string;
  total_charges: number;
  tax: number;
  rate: number;
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

export interface NewTransactionResult {
  trans_session_id: string;
  source_currency: string;
  remitter_pay_amount: number;
  destination_currency: string;
  destination_amount: number;
  source_transfer_amount: number;
}

export interface ConfirmRequest {
  country: string;
  trans_session_id: string;
  payment_method: string;
}

export interface ConfirmResult {
  reference_number: string;
  trans_ref: string;
  message: string;
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

export interface NewBeneficiaryResult {
  new_beneficiary_id: string;
  beneficiary_id: string;
  status: string;
  responseId: string;
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

export interface PendingTransactionsResult {
  /** True while a transaction awaits payment. */
  has_pending: boolean;
  /** True while a transaction is held by compliance (AGENT_OK): no new quotes. */
  compliance_hold: boolean;
  disclaimer: string;
  transactions: Transaction[];
}

export interface LimitsResult {
  limits: LimitsTable;
  amountsSent: LimitsByPeriod;
  currency: string;
}

export interface InitiatePaymentRequest {
  member_id: string;
  transaction_reference: string;
  payment_method: string;
  currency: string;
  amount: number | string;
  return_url: string;
}

export interface InitiatePaymentResponse {
  status: 'SUCCESS';
  payment_url: string;
  message: string;
}

export type PaymentState = 'not_initiated' | 'pending' | 'paid' | 'cancelled';

export interface PollResult {
  message: string;
  payment_status: PaymentState;
  transaction_status: TransactionStatus;
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

export interface VersionMeta {
  version: string;
  buildNumber: string;
  buildTime: string;
}

/** A multipart body: string fields and files. */
export type Multipart<F> = { [K in keyof F]?: string | Blob } & Record<string, string | Blob | undefined>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

export interface CallSpec {
  body: unknown;
  response: unknown;
  /** Path parameters, in the order they appear in the path. */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * Every call of the portal API (mounted under the portal base URL), keyed by method and path as
 * the spec's calls table writes them.
 */
export interface PortalCalls {
  'POST /remitter/auth/register/basic': { body: BasicRegistrationRequest; response: Envelope<AuthResult> };
  'POST /remitter/auth/register/full': {
    body: Multipart<FullRegistrationFields>;
    response: Envelope<{ user: User }>;
  };
  'POST /remitter/auth/login': { body: LoginRequest; response: Envelope<AuthResult> };
  'POST /remitter/auth/change-password': {
    body: { current_password: string; new_password: string };
    response: Envelope<{ message: string }>;
  };
  'POST /remitter/auth/forgot-password': {
    body: { type: 'email' | 'mobile'; email?: string; mobile?: string };
    response: Envelope<{ message: string }>;
  };
  'POST /remitter/auth/reset-password': {
    body: { token: string; password: string };
    response: Envelope<{ message: string }>;
  };
  'POST /otp': { body: { mobile: string }; response: { status: 'SUCCESS'; message: string } };
  'POST /otp/verify': {
    body: { mobile: string; otp: string };
    response: { status: 'SUCCESS'; verify: true; message: string };
  };
  'GET /remitter/ui': { body: undefined; response: UiOptions };
  'GET /remitter/limits': { body: undefined; response: Envelope<LimitsResult> };
  'GET /remitter/pending-transactions': { body: undefined; response: Envelope<PendingTransactionsResult> };
  'POST /remitter/auth/register/remitone': {
    body: Record<string, never>;
    response: Envelope<{ user: User }>;
  };
  'POST /remitter/transactions/charges': { body: ChargesRequest; response: Envelope<ChargesResult> };
  'POST /remitter/transactions/clear': {
    body: Record<string, unknown>;
    response: Envelope<{ cleared: number }>;
  };
  'POST /remitter/transactions/new': {
    body: NewTransactionRequest;
    response: Envelope<NewTransactionResult>;
  };
  'POST /remitter/transactions/confirm': {
    body: ConfirmRequest;
    response: Envelope<ConfirmResult> | FailureBody;
  };
  'GET /remitter/transactions': {
    body: undefined;
    response: Envelope<{ transactions: OneOrMany<Transaction> }>;
  };
  'GET /remitter/transactions/:id': {
    body: undefined;
    response: Envelope<Transaction>;
    params: { id: string };
  };
  'POST /remitter/transactions/terrapay': {
    body: CrossBorderTransactionRequest;
    response: Envelope<NewTransactionResult>;
  };
  'POST /remitter/beneficiaries/new': {
    body: NewBeneficiaryRequest;
    response: Envelope<NewBeneficiaryResult>;
  };
  'POST /remitter/beneficiaries/update': {
    body: UpdateBeneficiaryRequest;
    response: Envelope<{ message: string; beneficiary: Beneficiary }>;
  };
  'GET /remitter/beneficiaries': {
    body: undefined;
    response: Envelope<{ beneficiaries: { beneficiary: OneOrMany<Beneficiary> } }>;
  };
  'GET /remitter/beneficiaries/:id': {
    body: undefined;
    response: Envelope<Beneficiary>;
    params: { id: string };
  };
  'GET /remitter/profile': { body: undefined; response: Envelope<Profile> };
  'POST /remitter/profile/update': {
    body: Multipart<Record<string, string>>;
    response: Envelope<{ message: string }>;
  };
  'POST /remitter/profile/upgrade': {
    body: Multipart<Record<string, string>>;
    response: Envelope<{ message: string }>;
  };
  'POST /payments/initiate': { body: InitiatePaymentRequest; response: InitiatePaymentResponse };
  'POST /payments/poll': { body: { transaction_reference: string }; response: Envelope<PollResult> };
  'POST /remitter/existing/search': {
    body: ExistingSearchRequest;
    response: Envelope<{ remitter: { remitter_id: string; mobile: string } | null }>;
  };
  'POST /remitter/existing/send-otp': {
    body: { remitter_id: string; mobile: string };
    response: Envelope<{ message: string }>;
  };
  'POST /remitter/existing/verify-otp': {
    body: { remitter_id: string; otp: string };
    response: Envelope<{ message: string; verified: true }>;
  };
  'POST /remitter/existing/onboard': {
    body: { remitter_id: string };
    response: Envelope<{ user: User; middleware: { kyc_status: KycTier; gender: string } }>;
  };
  'GET /postcode/:postcode': {
    body: undefined;
    response: Envelope<{ addresses: PostcodeAddress[] }>;
    params: { postcode: string };
  };
}

/** The identity (KYC) service, mounted under its own base URL. No token. */
export interface IdentityCalls {
  'GET /api/kyc/verification/:remitterId': {
    body: undefined;
    response: { success: true; data: KycRecord };
    params: { remitterId: string };
  };
  'POST /api/kyc/request-verification': {
    body: { remitterId: string; channel?: 'web' | 'whatsapp' };
    response: { success: true; data: { liveness_url: string; verification_id: string; expires_at: string } };
  };
}

/** The payout partner, reached through the portal host with the user's bearer token. */
export interface PayoutCalls {
  'GET /terrapay/options/corridors': { body: undefined; response: { data: { data: Corridor[] } } };
  'GET /terrapay/options/currencies/:countryCode': {
    body: undefined;
    response: { data: { data: { receivingCurrencies: ReceivingCurrency[] } } };
    params: { countryCode: string };
  };
  'GET /terrapay/options/banks/:countryCode': {
    body: undefined;
    response: { data: { data: BankItem[] } };
    params: { countryCode: string };
  };
  'POST /terrapay/verify/mobile': {
    body: undefined;
    response: PartnerVerification;
    query: { bvn: string; mobile: string };
  };
  'POST /terrapay/verify/bank': {
    body: undefined;
    response: PartnerVerification;
    query: { bvn: string; bankname: string; bankCode: string; country: string; accountId: string };
  };
}

export type Service = 'portal' | 'identity' | 'payout';

export interface ServiceCalls {
  portal: PortalCalls;
  identity: IdentityCalls;
  payout: PayoutCalls;
}

/** Calls that carry no bearer token. */
export const PUBLIC_PORTAL_CALLS = [
  'POST /remitter/auth/register/basic',
  'POST /remitter/auth/login',
  'POST /remitter/auth/forgot-password',
  'POST /remitter/auth/reset-password',
  'POST /otp',
  'POST /otp/verify',
  'GET /remitter/ui',
] as const satisfies readonly (keyof PortalCalls)[];

/** Where each service is mounted on the sandbox (and by default, the app's origin). */
export const SERVICE_MOUNTS: Record<Service, string> = {
  portal: '/api',
  identity: '/identity',
  payout: '/payout',
};

/** The header that carries the UI-options API key. */
export const API_KEY_HEADER = 'X-API-Key';
