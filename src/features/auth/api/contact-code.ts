import { api } from '@/lib/http.ts';
import { ApiError } from '@/lib/api-error.ts';
import { withPlus } from '@/lib/phone.ts';

/** Where a code goes: a new mobile number (digits) or email address. */
export type CodeTarget = { mobile: string } | { email: string };

/**
 * POST /otp to a new mobile number (sent with '+') or email address: the profile update confirms
 * a new way to sign in with it. Resolves with the server's message. (Apart from send-otp.ts so that
 * the login screen's scripts do not carry it.)
 */
export async function sendCodeTo(target: CodeTarget): Promise<string> {
  const body = 'email' in target ? { email: target.email.trim() } : { mobile: withPlus(target.mobile) };
  const answer = await api.call('portal', 'POST /otp', { body });
  return answer.message;
}

/** POST /otp/verify for a code sent with sendCodeTo; rejects unless verified. */
export async function verifyCodeFor(target: CodeTarget, otp: string): Promise<void> {
  const body =
    'email' in target ? { email: target.email.trim(), otp } : { mobile: withPlus(target.mobile), otp };
  const answer = await api.call('portal', 'POST /otp/verify', { body });
  if (answer.verify !== true) throw new ApiError('status', { httpStatus: 200, body: answer });
}
