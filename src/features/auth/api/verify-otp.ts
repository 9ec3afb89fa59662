import { api } from '@/lib/http.ts';
import { ApiError, errorText } from '@/lib/api-error.ts';
import { INVALID_OTP } from '../model/code.ts';
import { withPlus } from '@/lib/phone.ts';

/** Spec §8 (OTP verify): the fallback texts. */
export const OTP_VERIFY_FAILED = 'OTP verification failed';
export const OTP_VERIFY_NETWORK = 'Failed to verify OTP. Please try again.';

/** POST /otp/verify: the portal API checks the code (never the browser); rejects unless verified. */
export async function verifyOtp(mobile: string, otp: string): Promise<void> {
  const answer = await api.call('portal', 'POST /otp/verify', { body: { mobile: withPlus(mobile), otp } });
  if (answer.verify !== true) throw new ApiError('status', { httpStatus: 200, body: answer });
}

/** Registration: the server's message or 'OTP verification failed'; no answer: the network text. */
export function verifyOtpErrorText(error: unknown): string {
  return errorText(error, { server: OTP_VERIFY_FAILED, network: OTP_VERIFY_NETWORK });
}

/** Whether the server refused the code itself (a 4xx answer, or a 200 that did not verify). */
function codeRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'status') return true;
  const status = error.httpStatus ?? 0;
  return error.kind === 'http' && status >= 400 && status < 500;
}

/** Login: a refused code is exactly 'Invalid OTP'; other failures as for registration. */
export function loginCodeErrorText(error: unknown): string {
  return codeRefused(error) ? INVALID_OTP : verifyOtpErrorText(error);
}
