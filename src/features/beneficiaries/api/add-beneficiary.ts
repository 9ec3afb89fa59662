import type { NewBeneficiaryRequest } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** Spec §8: beneficiary creation failed without a message. */
export const BENEFICIARY_CREATE_FAILED = 'Failed to create beneficiary';

/**
 * POST /remitter/beneficiaries/new: resolves with the new beneficiary's id (new_beneficiary_id,
 * else beneficiary_id, beside the status as the calls table lists them, else under result); an
 * answer with neither is a failure.
 */
export async function addBeneficiary(body: NewBeneficiaryRequest): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/beneficiaries/new', { body });
  const id =
    answer.new_beneficiary_id ||
    answer.beneficiary_id ||
    answer.result?.new_beneficiary_id ||
    answer.result?.beneficiary_id;
  if (!id)
    throw new ApiError('status', {
      body: { status: 'FAIL', result: { message: BENEFICIARY_CREATE_FAILED } },
    });
  return String(id);
}
