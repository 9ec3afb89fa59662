import { api } from '@/lib/http.ts';
import { errorText } from '@/lib/api-error.ts';
import { withPlus } from '@/lib/phone.ts';

/** Spec §8 (OTP send): the fallback texts. */
export const OTP_SEND_FAILED = 'Failed to send OTP';
export const OTP_SEND_NETWORK = 'Network error occurred. Please try again.';

/** POST /otp: texts a one-time code to the mobile (digits, sent with '+'); resolves with the message. */
export async function sendOtp(mobile: string): Promise<string> {
  const answer = await api.call('portal', 'POST /otp', { body: { mobile: withPlus(mobile) } });
  return answer.message;
}

/** What to show when sending a code failed: the server's message or the spec's fallbacks. */
export function sendOtpErrorText(error: unknown): string {
  return errorText(error, { server: OTP_SEND_FAILED, network: OTP_SEND_NETWORK });
}
