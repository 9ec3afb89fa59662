import type { Beneficiary } from '@/api/contract.ts';
import { ApiError, NO_BODY_MESSAGE, errorText } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';
import { toList } from '@/lib/one-or-many.ts';

/** Spec §8: the beneficiary list failed without a text of its own. */
export const BENEFICIARIES_LOAD_FAILED = 'Error loading beneficiaries. Please try again.';

/** Rows the app can key and show: they must carry an id. */
const hasId = (row: unknown): row is Beneficiary =>
  typeof row === 'object' &&
  row !== null &&
  ['string', 'number'].includes(typeof (row as Beneficiary).beneficiary_id) &&
  String((row as Beneficiary).beneficiary_id).trim() !== '';

/** GET /remitter/beneficiaries: the user's beneficiaries (the API sends one, a list or none). */
export async function getBeneficiaries(signal?: AbortSignal): Promise<Beneficiary[]> {
  const answer = await api.call('portal', 'GET /remitter/beneficiaries', { signal });
  return toList(answer.result?.beneficiaries?.beneficiary)
    .filter(hasId)
    .map((row) => ({ ...row, beneficiary_id: String(row.beneficiary_id) }));
}

/**
 * What to show when the list failed (spec §8): the server's error items or message, else 'Error
 * loading beneficiaries. Please try again.' (also when no answer came at all).
 */
export function beneficiariesErrorMessages(error: unknown): string[] {
  if (
    error instanceof ApiError &&
    !error.serverMessage &&
    (error.kind === 'http' || error.kind === 'status')
  ) {
    const items = (error.body as { result?: { errors?: unknown } } | null)?.result?.errors;
    const texts = error.messages.filter((text) => text !== NO_BODY_MESSAGE);
    if (items !== undefined && items !== null && texts.length > 0) return texts;
  }
  return [errorText(error, { server: BENEFICIARIES_LOAD_FAILED, network: BENEFICIARIES_LOAD_FAILED })];
}
