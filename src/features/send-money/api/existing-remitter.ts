import type { ExistingSearchRequest } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import type { FoundRemitter } from '../model/migration.ts';

/** POST /remitter/existing/search: the existing remitter with these details, or null. */
export async function searchExistingRemitter(body: ExistingSearchRequest): Promise<FoundRemitter | null> {
  const answer = await api.call('portal', 'POST /remitter/existing/search', { body });
  return answer.result.remitter ?? null;
}

/**
 * POST /remitter/existing/send-otp: texts a 6-digit code to the remitter's phone on file. Its
 * answer is not shown in the spec: success is all it says.
 */
export async function sendMigrationOtp(remitter: FoundRemitter): Promise<true> {
  const { remitter_id, mobile } = remitter;
  await api.call('portal', 'POST /remitter/existing/send-otp', { body: { remitter_id, mobile } });
  return true;
}

/** POST /remitter/existing/verify-otp: checks the code; resolves true, rejects when refused. */
export async function verifyMigrationOtp(remitterId: string, otp: string): Promise<true> {
  await api.call('portal', 'POST /remitter/existing/verify-otp', { body: { remitter_id: remitterId, otp } });
  return true;
}

/**
 * POST /remitter/existing/onboard: links the remitter to this account. The spec reads `result`
 * and `result.middleware`, nothing of a user: success is what counts (the user signs in again).
 */
export async function onboardRemitter(remitterId: string): Promise<true> {
  await api.call('portal', 'POST /remitter/existing/onboard', { body: { remitter_id: remitterId } });
  return true;
}
