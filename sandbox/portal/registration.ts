import type { Context } from 'hono';
import type { On } from '../lib/typed-routes.ts';
import type { SandboxEnv } from '../lib/context.ts';
import type { BasicRegistrationRequest, Country, PortalCalls } from '../../src/api/contract.ts';
import { jsonBody, multipartBody, text } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import { recentlyVerified } from '../lib/otp.ts';
import { hashPassword } from '../lib/password.ts';
import {
  issueToken,
  newSessionId,
  toUser,
  updateUser,
  userByEmail,
  userById,
  userByMobile,
} from '../lib/users.ts';
import { nextNumber } from '../db/connection.ts';
import { isEmail, mobileDigits, passwordProblem, registrationMobileProblem } from '../rules/validation.ts';
import { registrationIdDetails } from '../rules/id-documents.ts';
import { checkFiles, pickFields, storeFiles } from './uploads.ts';
import { checkFirstId, checkPersonalDetails, checkRequired, id1Codes } from '../lib/person-checks.ts';

const COUNTRIES: readonly Country[] = ['UK', 'SA'];

/** Sender Details fields saved into the profile (the mobile stays the one verified at sign-up). */
const FULL_REGISTRATION_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'dob',
  'gender',
  'id1_details',
  'id1_type',
  'id2',
  'id2_type',
  'purpose_of_remittance',
  'nationality',
  'postal_code',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province',
  'id1_issue_place',
  'id1_issue_country',
  'id1_expiry',
  'id3_details',
  'id3_type',
  'id4_details',
  'id4_type',
  'default_transfer_purpose',
  'referral_code',
] as const;

/** SA senders give their address and ID with the Sender Details. */
const SA_REQUIRED = [
  'nationality',
  'id1_type',
  'id1_details',
  'id1_issue_place',
  'id1_expiry',
  'address_line_1',
  'city',
  'state_province',
  'postal_code',
] as const;

export const REMITTER_ID_START = 300001;

function checkSenderDetails(
  c: Context<SandboxEnv>,
  country: Country,
  fields: Record<string, string>,
): Problems {
  const { deps } = c.var;
  const now = deps.now();
  const problems = new Problems();
  const get = (key: string) => text(fields[key]);
  checkPersonalDetails(fields, problems, deps.uiOptions.gender_types, now, { genderRequired: true });
  if (country === 'SA') {
    checkRequired(problems, fields, SA_REQUIRED);
    const codes = id1Codes(deps.uiOptions, 'SA');
    checkFirstId(problems, fields, codes, now, 'The ID expiry date must be a date after today.');
    for (const key of registrationIdDetails(get('id1_type'))) {
      problems.check(get(key) !== '', key, `The ${key} field is required for this ID type.`);
    }
  }
  return problems;
}

/** POST /remitter/auth/register/basic, /register/full and /register/remitone. */
export function registerRegistrationRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/auth/register/basic', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<BasicRegistrationRequest>(c);
    const country = text(body.country);
    const email = text(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    const digits = mobileDigits(text(body.mobile));
    const problems = new Problems();

    problems.check(country !== '', 'country', 'The country field is required.');
    problems.check(COUNTRIES.includes(country as Country), 'country', 'The country must be UK or SA.');
    problems.check(email !== '', 'email', 'The email field is required.');
    problems.check(isEmail(email), 'email', 'The email must be a valid email address.');
    problems.check(!userByEmail(deps.db, email), 'email', 'The email has already been taken.');
    problems.check(text(body.mobile) !== '', 'mobile', 'The mobile field is required.');
    problems.check(digits !== null, 'mobile', 'The mobile may only contain digits.');
    if (digits !== null && COUNTRIES.includes(country as Country)) {
      const problem = registrationMobileProblem(digits, country as Country);
      problems.check(problem === null, 'mobile', problem ?? '');
    }
    if (digits !== null) {
      problems.check(!userByMobile(deps.db, digits), 'mobile', 'The mobile has already been taken.');
      problems.check(
        recentlyVerified(deps, digits, 'sms'),
        'mobile',
        'The mobile number has not been verified. Request a code and verify it first.',
      );
    }
    const problem = passwordProblem(password);
    problems.check(problem === null, 'password', problem ?? '');
    if (problems.any || digits === null) return fieldErrors(c, problems.items);

    const now = deps.now();
    const { lastInsertRowid } = deps.db
      .prepare(
        `INSERT INTO users (email, mobile, password_hash, country, onboarded, kyc_status, remitone_status, subscribe,
           session_id, profile, created_at)
         VALUES (?, ?, ?, ?, 0, 'lite', 'valid', ?, ?, '{}', ?)`,
      )
      .run(
        email,
        digits,
        hashPassword(password),
        country,
        body.subscribe ? 1 : 0,
        newSessionId(),
        now.toISOString(),
      );
    const user = userById(deps.db, Number(lastInsertRowid));
    return { status: 'SUCCESS', result: { token: issueToken(deps.db, user.id, now), user: toUser(user) } };
  });

  on('POST /remitter/auth/register/full', async (c) => {
    const { deps, user } = c.var;
    if (user.remitter_id)
      return failMessage(c, 'This account is already registered with a remitter profile.', 409);
    const { fields, files } = await multipartBody(c);
    const problems = checkSenderDetails(c, user.country, fields);
    checkFiles(files, problems);
    if (problems.any) return fieldErrors(c, problems.items);

    const profile = pickFields(fields, FULL_REGISTRATION_FIELDS);
    const purpose = profile.default_transfer_purpose || profile.purpose_of_remittance || undefined;
    const stored = await storeFiles(deps.db, user.id, files, deps.now());
    const updated = updateUser(
      deps.db,
      user.id,
      { first_name: profile.first_name, default_transfer_purpose: purpose },
      { ...profile, ...stored },
    );
    return { status: 'SUCCESS', result: { user: toUser(updated) } };
  });

  on('POST /remitter/auth/register/remitone', (c) => {
    const { deps, user } = c.var;
    if (user.remitter_id) return { status: 'SUCCESS', result: { user: toUser(user) } };
    if (!user.first_name) {
      return failMessage(c, 'Complete the sender details before creating the remitter profile.', 422);
    }
    const remitterId = `R${nextNumber(deps.db, 'remitter', REMITTER_ID_START)}`;
    const updated = updateUser(deps.db, user.id, { remitter_id: remitterId, onboarded: 1 });
    return { status: 'SUCCESS', result: { user: toUser(updated) } };
  });
}
