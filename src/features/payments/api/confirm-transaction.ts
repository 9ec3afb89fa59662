import type { ConfirmRequest, ConfirmResponse } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: shown first whenever confirming fails. */
export const CONFIRM_FAILED = 'Transaction confirmation failed. Please try again.';

/**
 * POST /remitter/transactions/confirm: turns the session into a transaction. Only status FAIL
 * (HTTP 200, which the client rejects with result.errors, else result.message) or an HTTP error
 * is a failure; the reference is read beside the status (the calls table) or inside result, by
 * the checkout (checkout/calls.ts), which tells done, failed and unclear apart.
 */
export function confirmTransaction(body: ConfirmRequest): Promise<ConfirmResponse> {
  return api.call('portal', 'POST /remitter/transactions/confirm', { body });
}
