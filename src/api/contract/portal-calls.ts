/** Every call of the portal API, keyed by method and path as the spec's calls table writes them. */

import type { Envelope, Multipart, OneOrMany, StatusAnswer } from './envelope.ts';
import type { Beneficiary, KycTier, Profile, Transaction, User } from './portal-entities.ts';
import type {
  AuthResult,
  BasicRegistrationRequest,
  ChargesRequest,
  ChargesResult,
  ConfirmRequest,
  ConfirmResponse,
  CrossBorderTransactionRequest,
  ExistingSearchRequest,
  FullRegistrationFields,
  InitiatePaymentRequest,
  InitiatePaymentResponse,
  LimitsResult,
  LoginRequest,
  NewBeneficiaryRequest,
  NewBeneficiaryResponse,
  NewTransactionRequest,
  NewTransactionResult,
  PendingTransactionsResult,
  PollResult,
  PostcodeAddress,
  UpdateBeneficiaryRequest,
  ZimbabweTransactionResult,
} from './portal-requests.ts';
import type { UiOptions } from './ui-options.ts';

/** Where a one-time code goes: a mobile (with '+'), or an email address. */
export type OtpTarget = { mobile: string; email?: undefined } | { email: string; mobile?: undefined };

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
    response: StatusAnswer<{ message?: string }>;
  };
  'POST /remitter/auth/forgot-password': {
    body: { type: 'email' | 'mobile'; email?: string; mobile?: string };
    response: Envelope<{ message: string }>;
  };
  'POST /remitter/auth/reset-password': {
    body: { token: string; password: string };
    response: Envelope<{ message: string }>;
  };
  /**
   * The calls table sends a mobile; the profile update also confirms a new email address with a
   * code (issue 12: both sign in), so an email may take the mobile's place.
   */
  'POST /otp': { body: OtpTarget; response: { status: 'SUCCESS'; message: string } };
  'POST /otp/verify': {
    body: OtpTarget & { otp: string };
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
    response: Envelope<{ cleared?: number }>;
  };
  'POST /remitter/transactions/new': {
    body: NewTransactionRequest;
    response: Envelope<ZimbabweTransactionResult>;
  };
  'POST /remitter/transactions/confirm': {
    body: ConfirmRequest;
    response: ConfirmResponse;
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
    response: NewBeneficiaryResponse;
  };
  'POST /remitter/beneficiaries/update': {
    body: UpdateBeneficiaryRequest;
    response: Envelope<{ message?: string; beneficiary?: Beneficiary }>;
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
    response: StatusAnswer<{ message?: string }>;
  };
  'POST /remitter/existing/verify-otp': {
    body: { remitter_id: string; otp: string };
    response: StatusAnswer<{ message?: string; verified?: true }>;
  };
  'POST /remitter/existing/onboard': {
    body: { remitter_id: string };
    response: Envelope<{
      middleware: { kyc_status: KycTier; gender: string };
      user?: User;
      message?: string;
    }>;
  };
  'GET /postcode/:postcode': {
    body: undefined;
    response: Envelope<{ addresses: PostcodeAddress[] }>;
    params: { postcode: string };
  };
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
