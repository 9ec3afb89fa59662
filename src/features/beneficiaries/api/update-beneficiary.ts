import type { UpdateBeneficiaryRequest } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/**
 * POST /remitter/beneficiaries/update: resolves once the server took the change (the calls table
 * reads `result`, whose content the app does not need); rejects with its errors otherwise.
 */
export async function updateBeneficiary(body: UpdateBeneficiaryRequest): Promise<void> {
  await api.call('portal', 'POST /remitter/beneficiaries/update', { body });
}
