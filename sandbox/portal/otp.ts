import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { digitsOf, jsonBody, text } from '../lib/body.ts';
import { OTP_TTL_MS, sendOtp, verifyOtp } from '../lib/otp.ts';
import { userByMobile } from '../lib/users.ts';
import { isEmail } from '../rules/validation.ts';

/** Codes a number may be sent in ten minutes before the SMS provider refuses. */
export const OTP_SENDS_PER_WINDOW = 5;

/** Digits of a login code (spec §9) and of a registration code (ours: the spec gives none). */
export const LOGIN_CODE_DIGITS = 4;
export const REGISTRATION_CODE_DIGITS = 6;

/** Where a code goes: an SMS to the mobile's digits, or an email to the lowercased address. */
interface CodeTarget {
  key: string;
  purpose: 'sms' | 'email';
}

/** The body's target, or a problem text when it names neither a usable mobile nor an email. */
function targetOf(body: { mobile?: unknown; email?: unknown }): CodeTarget | string {
  if (typeof body.email === 'string' && body.mobile === undefined) {
    const email = body.email.trim().toLowerCase();
    return isEmail(email) ? { key: email, purpose: 'email' } : 'The email address is not valid.';
  }
  const digits = digitsOf(body.mobile);
  if (digits.length < 9 || digits.length > 15) return 'The mobile number is not valid.';
  return { key: digits, purpose: 'sms' };
}

/**
 * POST /otp and /otp/verify: SMS codes for login (4 digits) and registration (6), and codes that
 * confirm a new mobile or email address on the profile (6; the email ones go to the outbox).
 */
export function registerOtpRoutes(on: On<PortalCalls>): void {
  on('POST /otp', async (c) => {
    const target = targetOf(await jsonBody<{ mobile: string; email: string }>(c));
    if (typeof target === 'string') return c.json({ status: 'FAIL', message: target }, 422);
    const { deps } = c.var;
    const since = new Date(deps.now().getTime() - OTP_TTL_MS).toISOString();
    const { sent } = deps.db
      .prepare('SELECT COUNT(*) AS sent FROM otps WHERE mobile = ? AND purpose = ? AND created_at >= ?')
      .get(target.key, target.purpose, since) as { sent: number };
    if (sent >= OTP_SENDS_PER_WINDOW) {
      return c.json({ status: 'FAIL', message: 'Too many codes requested. Please wait 10 minutes.' }, 429);
    }
    // Login codes have 4 digits (spec §9); the registration code's length is not in the spec, so
    // a number not yet registered gets 6, and the app takes whatever length arrives.
    const registered = target.purpose === 'sms' && userByMobile(deps.db, target.key) !== undefined;
    sendOtp(deps, target.key, target.purpose, registered ? LOGIN_CODE_DIGITS : REGISTRATION_CODE_DIGITS);
    return { status: 'SUCCESS', message: 'OTP sent successfully.' };
  });

  on('POST /otp/verify', async (c) => {
    const body = await jsonBody<{ mobile: string; email: string; otp: string }>(c);
    const target = targetOf(body);
    const otp = text(body.otp);
    if (typeof target === 'string' || !otp) {
      return c.json({ status: 'FAIL', verify: false, message: 'Mobile and OTP are required.' }, 422);
    }
    if (!verifyOtp(c.var.deps, target.key, target.purpose, otp)) {
      return c.json({ status: 'FAIL', verify: false, message: 'The code is wrong or has expired.' }, 422);
    }
    return { status: 'SUCCESS', verify: true, message: 'OTP verified successfully.' };
  });
}
