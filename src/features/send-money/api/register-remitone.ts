import type { User } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** POST /remitter/auth/register/remitone (empty body): registers the sender; the user with its remitter_id. */
export async function registerRemitone(): Promise<User> {
  const answer = await api.call('portal', 'POST /remitter/auth/register/remitone', { body: {} });
  return answer.result.user;
}
