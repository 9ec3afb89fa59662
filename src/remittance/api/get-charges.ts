import type { ChargesRequest, ChargesResult } from '@/api/contract.ts';
import { ApiError, NO_BODY_MESSAGE, errorText } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: a charges failure without a message. */
export const CHARGES_FAILED = 'Failed to get transaction charges';

/** POST /remitter/transactions/charges: the quote. */
export async function getCharges(request: ChargesRequest): Promise<ChargesResult> {
  const answer = await api.call('portal', 'POST /remitter/transactions/charges', { body: request });
  return answer.result;
}

/** Whether the failure body listed `result.errors` (a limit or minimum refused, a bad field). */
function listsErrors(error: ApiError): boolean {
  const result = (error.body as { result?: { errors?: unknown } } | null)?.result;
  return result?.errors !== undefined && result.errors !== null;
}

/**
 * What to show when the quote failed: the server's error items or message, else 'Failed to get
 * transaction charges'; no response at all gets the catalogue's network text.
 */
export function chargesErrorMessages(error: unknown): string[] {
  const answered = error instanceof ApiError && (error.kind === 'http' || error.kind === 'status');
  if (answered && !error.serverMessage && listsErrors(error)) {
    const texts = error.messages.filter((text) => text !== NO_BODY_MESSAGE);
    if (texts.length > 0) return texts;
  }
  return [errorText(error, { server: CHARGES_FAILED })];
}
