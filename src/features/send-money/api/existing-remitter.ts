import type { ExistingSearchRequest, User } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import type { FoundRemitter } from '../model/migration.ts';

/** POST /remitter/existing/search: the existing remitter with these details, or null. */
export async function searchExistingRemitter(body: ExistingSearchRequest): Promise<FoundRemitter | null> {
  const answer = await api.call('portal', 'POST /remitter/existing/search', { body });
  return answer.result.remitter ?? null;
}

/** POST /remitter/existing/send-otp: texts a 6-digit code to the remitter's phone on file. */
export async function sendMigrationOtp(remitter: FoundRemitter): Promise<string> {
  const { remitter_id, mobile } = remitter;
  const answer = await api.call('portal', 'POST /remitter/existing/send-otp', {
    body: { remitter_id, mobile },
  });
  return answer.result.message;
}

/** POST /remitter/existing/verify-otp: checks the code; resolves true, rejects when refused. */
export async function verifyMigrationOtp(remitterId: string, otp: string): Promise<true> {
  await api.call('portal', 'POST /remitter/existing/verify-otp', { body: { remitter_id: remitterId, otp } });
  return true;
}

/** POST /remitter/existing/onboard: links the remitter to this account; resolves with the user. */
export async function onboardRemitter(remitterId: string): Promise<User> {
  const answer = await api.call('portal', 'POST /remitter/existing/onboard', {
    body: { remitter_id: remitterId },
  });
  return answer.result.user;
}
