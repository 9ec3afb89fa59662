import type { On } from '../lib/typed-routes.ts';
import type { ExistingSearchRequest, KycTier, PortalCalls } from '../../src/api/contract.ts';
import type { Db } from '../db/connection.ts';
import { jsonBody, text } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import { recentlyVerified, sendOtp, verifyOtp } from '../lib/otp.ts';
import { toUser, updateUser } from '../lib/users.ts';
import { parseIsoDate, sameMobile } from '../rules/validation.ts';

/** Migration codes are 6 digits. */
export const MIGRATION_OTP_DIGITS = 6;

export interface ExistingRemitterRow {
  remitter_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  mobile: string;
  country: string;
  kyc_status: KycTier;
  gender: string;
  claimed_by: number | null;
}

const NOT_FOUND = 'No remitter awaiting migration has that id.';

/** A remitter known to the provider and not yet linked to a portal account. */
function unclaimedRemitter(db: Db, remitterId: string): ExistingRemitterRow | undefined {
  if (!remitterId) return undefined;
  return db
    .prepare('SELECT * FROM existing_remitters WHERE remitter_id = ? AND claimed_by IS NULL')
    .get(remitterId) as ExistingRemitterRow | undefined;
}

/** POST /remitter/existing/search, /send-otp, /verify-otp and /onboard: migrating known remitters. */
export function registerExistingRemitterRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/existing/search', async (c) => {
    const body = await jsonBody<ExistingSearchRequest>(c);
    const firstName = text(body.first_name);
    const lastName = text(body.last_name);
    const dob = text(body.dob);
    const mobile = text(body.mobile);
    const problems = new Problems();
    problems.check(firstName !== '', 'first_name', 'The first name field is required.');
    problems.check(lastName !== '', 'last_name', 'The last name field is required.');
    problems.check(dob !== '', 'dob', 'The date of birth field is required.');
    problems.check(
      parseIsoDate(dob) !== null,
      'dob',
      'The date of birth must be a date in the format YYYY-MM-DD.',
    );
    if (problems.any) return fieldErrors(c, problems.items);

    const candidates = c.var.deps.db
      .prepare('SELECT * FROM existing_remitters WHERE dob = ? AND claimed_by IS NULL ORDER BY remitter_id')
      .all(dob) as ExistingRemitterRow[];
    const match = candidates.find(
      (row) =>
        (mobile !== '' && sameMobile(row.mobile, mobile)) ||
        (row.first_name.toLowerCase() === firstName.toLowerCase() &&
          row.last_name.toLowerCase() === lastName.toLowerCase()),
    );
    return {
      status: 'SUCCESS',
      result: { remitter: match ? { remitter_id: match.remitter_id, mobile: match.mobile } : null },
    };
  });

  on('POST /remitter/existing/send-otp', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<{ remitter_id: string; mobile: string }>(c);
    const remitter = unclaimedRemitter(deps.db, text(body.remitter_id));
    if (!remitter) return failMessage(c, NOT_FOUND, 404);
    // The code goes to the number the provider holds, whatever number the request names.
    sendOtp(deps, remitter.mobile, 'migration', MIGRATION_OTP_DIGITS, remitter.remitter_id);
    return {
      status: 'SUCCESS',
      result: { message: 'A verification code has been sent to the mobile on file.' },
    };
  });

  on('POST /remitter/existing/verify-otp', async (c) => {
    const { deps } = c.var;
    const body = await jsonBody<{ remitter_id: string; otp: string }>(c);
    const otp = text(body.otp);
    const problems = new Problems();
    problems.check(text(body.remitter_id) !== '', 'remitter_id', 'The remitter id field is required.');
    problems.check(otp !== '', 'otp', 'The otp field is required.');
    if (problems.any) return fieldErrors(c, problems.items);
    const remitter = unclaimedRemitter(deps.db, text(body.remitter_id));
    if (!remitter) return failMessage(c, NOT_FOUND, 404);
    if (!verifyOtp(deps, remitter.mobile, 'migration', otp, remitter.remitter_id)) {
      return failMessage(c, 'The code is wrong or has expired.', 422);
    }
    return { status: 'SUCCESS', result: { message: 'The code has been verified.', verified: true } };
  });

  on('POST /remitter/existing/onboard', async (c) => {
    const { deps, user } = c.var;
    const body = await jsonBody<{ remitter_id: string }>(c);
    const remitter = unclaimedRemitter(deps.db, text(body.remitter_id));
    if (!remitter) return failMessage(c, NOT_FOUND, 404);
    if (user.remitter_id) return failMessage(c, 'This account is already linked to a remitter.', 409);
    if (!recentlyVerified(deps, remitter.mobile, 'migration', remitter.remitter_id)) {
      return failMessage(
        c,
        'Verify the code sent to the mobile on file before migrating this remitter.',
        403,
      );
    }

    const updated = deps.db.transaction(() => {
      deps.db
        .prepare('UPDATE existing_remitters SET claimed_by = ? WHERE remitter_id = ?')
        .run(user.id, remitter.remitter_id);
      return updateUser(
        deps.db,
        user.id,
        {
          remitter_id: remitter.remitter_id,
          first_name: remitter.first_name,
          onboarded: 1,
          kyc_status: remitter.kyc_status,
        },
        {
          first_name: remitter.first_name,
          last_name: remitter.last_name,
          dob: remitter.dob,
          gender: remitter.gender,
        },
      );
    })();
    return {
      status: 'SUCCESS',
      result: {
        user: toUser(updated),
        middleware: { kyc_status: updated.kyc_status, gender: remitter.gender },
      },
    };
  });
}
