import type { Beneficiary } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** Ours: an answer without the beneficiary (counted as not found, like a 404). */
export const BENEFICIARY_NOT_FOUND = 'This beneficiary could not be found.';

/** GET /remitter/beneficiaries/{id}: one of the user's beneficiaries (the calls table reads `result`). */
export async function getBeneficiary(id: string, signal?: AbortSignal): Promise<Beneficiary> {
  const answer = await api.call('portal', 'GET /remitter/beneficiaries/:id', { params: { id }, signal });
  const row = answer.result as Beneficiary | undefined;
  const rowId = row?.beneficiary_id ?? row?.id;
  if (!row || typeof row !== 'object' || rowId === undefined || String(rowId).trim() === '')
    throw new ApiError('status', {
      httpStatus: 404,
      body: { status: 'FAIL', result: { message: BENEFICIARY_NOT_FOUND } },
    });
  return { ...row, beneficiary_id: String(rowId) };
}
