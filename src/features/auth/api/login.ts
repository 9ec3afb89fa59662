import type { AuthResult, LoginRequest } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** POST /remitter/auth/login: the token and user, not yet a session (the code verifies first). */
export async function login(body: LoginRequest): Promise<AuthResult> {
  const answer = await api.call('portal', 'POST /remitter/auth/login', { body });
  return answer.result;
}
