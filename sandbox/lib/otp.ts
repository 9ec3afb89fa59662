import { randomInt } from 'node:crypto';
import type { SandboxDeps } from './context.ts';

/** 'email': a code sent to an email address (kept in the `mobile` column, lowercased). */
export type OtpPurpose = 'sms' | 'migration' | 'email';

/** How long a code can be used, and how long a verified code lets the number register. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const VERIFIED_WINDOW_MS = 30 * 60 * 1000;

export function randomCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** A fixed code cut or padded to the length asked for (SANDBOX_FIXED_OTP). */
export function fixedCode(fixed: string, digits: number): string {
  return fixed.replace(/\D/g, '').padEnd(digits, '0').slice(0, digits);
}

interface OtpRow {
  id: number;
  mobile: string;
  code: string;
  purpose: OtpPurpose;
  subject: string | null;
  created_at: string;
  verified_at: string | null;
}

/** Creates a code, "sends" it by SMS (the sandbox log and outbox) and returns it. */
export function sendOtp(
  deps: SandboxDeps,
  mobile: string,
  purpose: OtpPurpose,
  digits: number,
  subject?: string,
): string {
  const code = deps.otpCode(digits);
  const at = deps.now().toISOString();
  deps.db
    .prepare('INSERT INTO otps (mobile, code, purpose, subject, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(mobile, code, purpose, subject ?? null, at);
  const text = `Your verification code is ${code}`;
  const channel = purpose === 'email' ? 'email' : 'sms';
  deps.db
    .prepare('INSERT INTO outbox (channel, recipient, text, created_at) VALUES (?, ?, ?, ?)')
    .run(channel, mobile, text, at);
  deps.log(`[${channel}] to ${channel === 'email' ? mobile : `+${mobile}`}: ${text}`);
  return code;
}

/** Checks the newest unexpired code for the number (and subject); marks it verified. */
export function verifyOtp(
  deps: SandboxDeps,
  mobile: string,
  purpose: OtpPurpose,
  code: string,
  subject?: string,
): boolean {
  const row = deps.db
    .prepare(
      `SELECT * FROM otps WHERE mobile = ? AND purpose = ? AND (? IS NULL OR subject = ?)
       ORDER BY id DESC LIMIT 1`,
    )
    .get(mobile, purpose, subject ?? null, subject ?? null) as OtpRow | undefined;
  if (!row || row.verified_at) return false;
  if (deps.now().getTime() - Date.parse(row.created_at) > OTP_TTL_MS) return false;
  if (row.code !== code.trim()) return false;
  deps.db.prepare('UPDATE otps SET verified_at = ? WHERE id = ?').run(deps.now().toISOString(), row.id);
  return true;
}

/** True when a code for the number (and subject) was verified in the last 30 minutes. */
export function recentlyVerified(
  deps: SandboxDeps,
  mobile: string,
  purpose: OtpPurpose,
  subject?: string,
): boolean {
  const since = new Date(deps.now().getTime() - VERIFIED_WINDOW_MS).toISOString();
  const row = deps.db
    .prepare(
      `SELECT id FROM otps WHERE mobile = ? AND purpose = ? AND (? IS NULL OR subject = ?)
       AND verified_at IS NOT NULL AND verified_at >= ? LIMIT 1`,
    )
    .get(mobile, purpose, subject ?? null, subject ?? null, since);
  return row !== undefined;
}

export function latestOtp(deps: SandboxDeps, mobile: string): OtpRow | undefined {
  return deps.db.prepare('SELECT * FROM otps WHERE mobile = ? ORDER BY id DESC LIMIT 1').get(mobile) as
    OtpRow | undefined;
}
