import type { caller } from './helpers.ts';

type Call = ReturnType<typeof caller>;

/** A fixed clock for the account tests: ages and expiry dates are judged on this day. */
export const NOW = new Date('2025-06-15T10:00:00.000Z');

/** A small upload; `png('id.png')` is accepted, `textFile('notes.txt')` is refused. */
export function png(name = 'id.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
}

/** A multipart body from string fields and files. */
export function formOf(fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, file);
  return form;
}

/** The fields of the failure's `result.errors`, in order. */
export function errorFields(body: { result?: { errors?: { field?: string }[] } }): (string | undefined)[] {
  return (body.result?.errors ?? []).map((item) => item.field);
}

/** Sends an SMS code to the number and verifies it, as the register screen does. */
export async function verifyMobile(call: Call, mobile: string): Promise<void> {
  await call('POST /api/otp', { body: { mobile } });
  const digits = mobile.replace(/\D/g, '');
  const { body } = await call(`GET /__sandbox/otp?mobile=${digits}`);
  const verified = await call('POST /api/otp/verify', { body: { mobile, otp: body.code } });
  if (verified.status !== 200)
    throw new Error(`could not verify ${mobile}: ${JSON.stringify(verified.body)}`);
}

/** Sends a code to the email address and confirms it, as the profile update does for a new address. */
export async function verifyEmail(call: Call, email: string): Promise<void> {
  await call('POST /api/otp', { body: { email } });
  const { body } = await call(`GET /__sandbox/otp?email=${encodeURIComponent(email)}`);
  const verified = await call('POST /api/otp/verify', { body: { email, otp: body.code } });
  if (verified.status !== 200) throw new Error(`could not verify ${email}: ${JSON.stringify(verified.body)}`);
}

/** Registers a new basic (lite, not onboarded) account with a verified mobile; returns its token. */
export async function registerBasic(
  call: Call,
  details: { country: 'UK' | 'SA'; mobile: string; email: string },
): Promise<{ token: string; user: Record<string, unknown> }> {
  await verifyMobile(call, details.mobile);
  const { status, body } = await call('POST /api/remitter/auth/register/basic', {
    body: { ...details, password: 'Passw0rdX', subscribe: false },
  });
  if (status !== 200) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return body.result;
}
