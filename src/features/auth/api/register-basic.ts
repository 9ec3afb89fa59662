import type { AuthResult, BasicRegistrationRequest } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** POST /remitter/auth/register/basic (after the mobile's code verified): the token and user. */
export async function registerBasic(body: BasicRegistrationRequest): Promise<AuthResult> {
  const answer = await api.call('portal', 'POST /remitter/auth/register/basic', { body });
  return answer.result;
}
