import { api } from '@/lib/http.ts';

/** POST /remitter/auth/reset-password with the link's token; resolves with the server's message. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/auth/reset-password', {
    body: { token, password },
  });
  return answer.result.message;
}
