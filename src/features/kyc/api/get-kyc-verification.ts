import type { KycRecord } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { ApiError, errorText } from '@/lib/api-error.ts';
import { notStartedRecord } from '../model/not-started-record.ts';

/** Spec §8 (KYC): the status call's fallback text. */
export const KYC_STATUS_FAILED = 'Failed to fetch KYC verification status';

/** GET /api/kyc/verification/:remitterId of the identity service; a 404 is the not-started record. */
export async function getKycVerification(remitterId: string): Promise<KycRecord> {
  try {
    const answer = await api.call('identity', 'GET /api/kyc/verification/:remitterId', {
      params: { remitterId },
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.httpStatus === 404) {
      return notStartedRecord(remitterId);
    }
    throw error;
  }
}

/** What to show when the status could not be read: the server's message or the fallback. */
export function kycStatusErrorText(error: unknown): string {
  return errorText(error, { server: KYC_STATUS_FAILED, network: KYC_STATUS_FAILED });
}
