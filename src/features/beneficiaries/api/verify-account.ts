import type { PartnerVerification } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';
import { BANK_VERIFICATION_FAILED, MOBILE_VERIFICATION_FAILED } from '../model/messages.ts';

/** A failed verification, with the text to show. */
export class VerificationError extends Error {
  override readonly name = 'VerificationError';
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Spec §8: a verification's text: errorDescription, else message, else the fallback; an answer
 * with no body (or none at all) gets the fallback too.
 */
export function verificationErrorText(error: unknown, fallback: string): string {
  const body = error instanceof ApiError ? error.body : undefined;
  if (typeof body !== 'object' || body === null) return fallback;
  const fields = body as Record<string, unknown>;
  return textOf(fields.errorDescription) || textOf(fields.message) || fallback;
}

/** Doc 2 §4: verified only when the status is 'Success'. */
async function verified(call: () => Promise<PartnerVerification>, fallback: string): Promise<void> {
  let answer: PartnerVerification;
  try {
    answer = await call();
  } catch (error) {
    throw new VerificationError(verificationErrorText(error, fallback), { cause: error });
  }
  if (answer?.status !== 'Success')
    throw new VerificationError(textOf(answer?.errorDescription) || textOf(answer?.message) || fallback);
}

/** POST /terrapay/verify/mobile with query bvn and mobile (with its +), no body. */
export function verifyMobile(mobile: string): Promise<void> {
  return verified(
    () => api.call('payout', 'POST /terrapay/verify/mobile', { query: { bvn: '', mobile } }),
    MOBILE_VERIFICATION_FAILED,
  );
}

export interface BankAccount {
  bankName: string;
  bankCode: string;
  /** The country's name. */
  country: string;
  accountId: string;
}

/** POST /terrapay/verify/bank with query bvn, bankname, bankCode, country, accountId. */
export function verifyBank(account: BankAccount): Promise<void> {
  return verified(
    () =>
      api.call('payout', 'POST /terrapay/verify/bank', {
        query: {
          bvn: '',
          bankname: account.bankName,
          bankCode: account.bankCode,
          country: account.country,
          accountId: account.accountId,
        },
      }),
    BANK_VERIFICATION_FAILED,
  );
}
