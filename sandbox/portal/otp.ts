import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { digitsOf, jsonBody, text } from '../lib/body.ts';
import { OTP_TTL_MS, sendOtp, verifyOtp } from '../lib/otp.ts';

/** Codes a number may be sent in ten minutes before the SMS provider refuses. */
export const OTP_SENDS_PER_WINDOW = 5;

/** POST /otp and /otp/verify: 4-digit SMS codes for registration and login. */
export function registerOtpRoutes(on: On<PortalCalls>): void {
  on('POST /otp', async (c) => {
    const { mobile } = await jsonBody<{ mobile: string }>(c);
    const digits = digitsOf(mobile);
    if (digits.length < 9 || digits.length > 15) {
      return c.json({ status: 'FAIL', message: 'The mobile number is not valid.' }, 422);
    }
    const { deps } = c.var;
    const since = new Date(deps.now().getTime() - OTP_TTL_MS).toISOString();
    const { sent } = deps.db
      .prepare("SELECT COUNT(*) AS sent FROM otps WHERE mobile = ? AND purpose = 'sms' AND created_at >= ?")
      .get(digits, since) as { sent: number };
    if (sent >= OTP_SENDS_PER_WINDOW) {
      return c.json({ status: 'FAIL', message: 'Too many codes requested. Please wait 10 minutes.' }, 429);
    }
    sendOtp(deps, digits, 'sms', 4);
    return { status: 'SUCCESS', message: 'OTP sent successfully.' };
  });

  on('POST /otp/verify', async (c) => {
    const body = await jsonBody<{ mobile: string; otp: string }>(c);
    const digits = digitsOf(body.mobile);
    const otp = text(body.otp);
    if (!digits || !otp) {
      return c.json({ status: 'FAIL', verify: false, message: 'Mobile and OTP are required.' }, 422);
    }
    if (!verifyOtp(c.var.deps, digits, 'sms', otp)) {
      return c.json({ status: 'FAIL', verify: false, message: 'The code is wrong or has expired.' }, 422);
    }
    return { status: 'SUCCESS', verify: true, message: 'OTP verified successfully.' };
  });
}
