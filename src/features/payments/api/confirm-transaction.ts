import type { ConfirmRequest } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: shown first whenever confirming fails. */
export const CONFIRM_FAILED = 'Transaction confirmation failed. Please try again.';

/**
 * POST /remitter/transactions/confirm: turns the session into a transaction. Only status FAIL
 * (HTTP 200, which the client rejects with result.errors, else result.message) or an HTTP error
 * is a failure. Resolves with the reference, read beside the status (the calls table) or inside
 * result; null when a confirmed answer names none: the transaction exists, so that is no failure.
 */
export async function confirmTransaction(body: ConfirmRequest): Promise<string | null> {
  const answer = await api.call('portal', 'POST /remitter/transactions/confirm', { body });
  const reference =
    answer.reference_number || answer.result?.reference_number || answer.result?.trans_ref || '';
  return reference.trim() || null;
}
