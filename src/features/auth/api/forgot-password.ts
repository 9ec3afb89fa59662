import type { PortalCalls } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

export type ForgotPasswordBody = PortalCalls['POST /remitter/auth/forgot-password']['body'];

/** POST /remitter/auth/forgot-password: sends a reset link; resolves with the server's message. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<string> {
  const answer = await api.call('portal', 'POST /remitter/auth/forgot-password', { body });
  return answer.result.message;
}
