import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { digitsOf, jsonBody, text } from '../lib/body.ts';
import { OTP_TTL_MS, sendOtp, verifyOtp } from '../lib/otp.ts';
import { userByMobile } from '../lib/users.ts';

/** Codes a number may be sent in ten minutes before the SMS provider refuses. */
export const OTP_SENDS_PER_WINDOW = 5;

/** Digits of a login code (spec §9) and of a registration code (ours: the spec gives none). */
export const LOGIN_CODE_DIGITS = 4;
export const REGISTRATION_CODE_DIGITS = 6;

/** POST /otp and /otp/verify: SMS codes for login (4 digits) and registration (6). */
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
    // Login codes have 4 digits (spec §9); the registration code's length is not in the spec, so
    // a number not yet registered gets 6, and the app takes whatever length arrives.
    sendOtp(
      deps,
      digits,
      'sms',
      userByMobile(deps.db, digits) ? LOGIN_CODE_DIGITS : REGISTRATION_CODE_DIGITS,
    );
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
