import type { ConfirmRequest } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: shown first whenever confirming fails. */
export const CONFIRM_FAILED = 'Transaction confirmation failed. Please try again.';

const failure = () =>
  new ApiError('status', { body: { status: 'FAIL', result: { message: CONFIRM_FAILED } } });

/**
 * POST /remitter/transactions/confirm: turns the session into a transaction; resolves with its
 * reference. HTTP 200 with status FAIL is an error (the client rejects it, its messages taken from
 * result.errors, else result.message), and so is an answer without a reference.
 */
export async function confirmTransaction(body: ConfirmRequest): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/transactions/confirm', { body });
  if (answer.status !== 'SUCCESS') throw failure();
  const reference = answer.result.reference_number || answer.result.trans_ref;
  if (!reference) throw failure();
  return reference;
}
