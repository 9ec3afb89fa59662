import type { User } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/**
 * POST /remitter/auth/register/full (multipart): saves the Sender Details (the fields as
 * registrationFields gives them); resolves with the user.
 */
export async function registerFull(fields: Record<string, string>): Promise<User> {
  const answer = await api.call('portal', 'POST /remitter/auth/register/full', { body: fields, form: true });
  return answer.result.user;
}
