import type { Profile } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/http.ts';

/** GET /remitter/profile: the remitone profile, its middleware part under `middleware` (doc 2 §7). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const answer = await api.call('portal', 'GET /remitter/profile', { signal });
  const profile: unknown = answer.result;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) {
    throw new ApiError('status', { httpStatus: 200, body: answer });
  }
  return profile as Profile;
}
