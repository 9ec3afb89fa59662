import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { multipartBody, text } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import {
  toProfile,
  updateUser,
  userByEmail,
  userByMobile,
  type StoredProfile,
  type UserRow,
} from '../lib/users.ts';
import type { SandboxDeps } from '../lib/context.ts';
import { DIAL_CODES, isAfterToday, isEmail, nationalNumberProblem } from '../rules/validation.ts';
import { canUpgrade, upgradeTargets } from '../rules/upgrade.ts';
import { limitedUpgradeFiles } from '../rules/id-documents.ts';
import { checkFirstId, checkPersonalDetails, checkRequired, id1Codes } from '../lib/person-checks.ts';
import { checkFiles, pickFields, storeFiles } from './uploads.ts';

/** Profile details the update and upgrade forms may save (files are recorded by field name). */
const PROFILE_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'dob',
  'gender',
  'nationality',
  'post_code',
  'postal_code',
  'address_line_1',
  'address_line_2',
  'city',
  'state_province',
  'id1_type',
  'id1_details',
  'id1_issue_place',
  'id1_issue_country',
  'id1_expiry',
  'id2_type',
  'id3_type',
  'id3_details',
  'id3_issue_place',
  'id3_issue_country',
  'id3_issue_expiry',
  'id4_type',
  'id4_details',
  'source_of_funds',
] as const;

const ADDRESS_FIELDS = ['address_line_1', 'city', 'state_province'] as const;

const LIMITED_UPGRADE_FIELDS = [
  'address_line_1',
  'post_code',
  'city',
  'state_province',
  'nationality',
  'id1_type',
  'id1_details',
  'id1_issue_place',
  'id1_issue_country',
  'id1_expiry',
] as const;

export const UPGRADE_DONE_MESSAGE = 'Your account has been upgraded.';

const EXPIRY_ERROR = 'The ID expiry date must be after today.';

/**
 * The checks both forms end with: a new email, when given, must be well-formed and not used by
 * another account; the uploads must be files the portal takes.
 */
function checkEmailAndFiles(
  problems: Problems,
  deps: SandboxDeps,
  user: UserRow,
  email: string,
  files: Record<string, File>,
): void {
  if (email !== '') {
    const holder = userByEmail(deps.db, email);
    problems.check(isEmail(email), 'email', 'The email must be a valid email address.');
    problems.check(!holder || holder.id === user.id, 'email', 'The email has already been taken.');
  }
  checkFiles(files, problems);
}

/** Stores the uploads and saves the form's profile details, with the account columns it gives. */
async function saveProfile(
  deps: SandboxDeps,
  user: UserRow,
  fields: Record<string, string>,
  files: Record<string, File>,
  now: Date,
  columns: (profile: StoredProfile) => Parameters<typeof updateUser>[2],
): Promise<void> {
  const profile = pickFields(fields, PROFILE_FIELDS);
  const stored = await storeFiles(deps.db, user.id, files, now);
  updateUser(deps.db, user.id, columns(profile), { ...profile, ...stored });
}

/** GET /remitter/profile, POST /remitter/profile/update and /remitter/profile/upgrade. */
export function registerProfileRoutes(on: On<PortalCalls>): void {
  on('GET /remitter/profile', (c) => ({ status: 'SUCCESS', result: toProfile(c.var.user) }));

  on('POST /remitter/profile/update', async (c) => {
    const { deps, user } = c.var;
    const now = deps.now();
    const { fields, files } = await multipartBody(c);
    const get = (key: string) => text(fields[key]);
    const problems = new Problems();

    checkPersonalDetails(fields, problems, deps.uiOptions.gender_types, now, { genderRequired: false });
    problems.check(get('nationality') !== '', 'nationality', 'The nationality field is required.');
    // The phone is the national number; the account keeps it with the country's dial code.
    const phoneField = fields.mobile !== undefined || fields.phone === undefined ? 'mobile' : 'phone';
    const national = get(phoneField);
    const phoneProblem = nationalNumberProblem(national, user.country, user.kyc_status);
    problems.check(phoneProblem === null, phoneField, phoneProblem ?? '');
    const mobile = `${DIAL_CODES[user.country]}${national}`;
    const holder = phoneProblem === null ? userByMobile(deps.db, mobile) : undefined;
    problems.check(!holder || holder.id === user.id, phoneField, 'The mobile has already been taken.');
    if (user.kyc_status !== 'lite') checkRequired(problems, fields, ADDRESS_FIELDS);
    const expiry = get('id1_expiry');
    problems.check(expiry === '' || isAfterToday(expiry, now), 'id1_expiry', EXPIRY_ERROR);
    const email = get('email');
    checkEmailAndFiles(problems, deps, user, email, files);
    if (problems.any) return fieldErrors(c, problems.items);

    await saveProfile(deps, user, fields, files, now, (profile) => ({
      first_name: profile.first_name,
      mobile,
      email: email || undefined,
    }));
    return { status: 'SUCCESS', result: { message: 'Your profile has been updated.' } };
  });

  on('POST /remitter/profile/upgrade', async (c) => {
    const { deps, user } = c.var;
    const now = deps.now();
    const { fields, files } = await multipartBody(c);
    const get = (key: string) => text(fields[key]);
    const target = get('upgrade_type');
    if (!canUpgrade(user.country, user.kyc_status, target)) {
      const allowed = upgradeTargets(user.country, user.kyc_status);
      const hint = allowed.length
        ? ` Available: ${allowed.join(', ')}.`
        : ' No upgrade is available for this account.';
      return failMessage(
        c,
        `A ${user.kyc_status} account cannot be upgraded to '${target || 'nothing'}'.${hint}`,
        422,
      );
    }

    const problems = new Problems();
    const email = get('email');
    if (target === 'limited') {
      checkRequired(problems, fields, LIMITED_UPGRADE_FIELDS);
      checkFirstId(problems, fields, id1Codes(deps.uiOptions, user.country), now, EXPIRY_ERROR);
      for (const key of limitedUpgradeFiles(user.country, get('id1_type'))) {
        problems.check(files[key] !== undefined, key, `The ${key} file is required for this ID type.`);
      }
    } else {
      problems.check(email !== '', 'email', 'The email field is required.');
      problems.check(files.id3 !== undefined, 'id3', 'The id3 file (source of funds) is required.');
    }
    checkEmailAndFiles(problems, deps, user, email, files);
    if (problems.any) return fieldErrors(c, problems.items);

    // The sandbox reviews upgrades at once (the real review takes from instant to 24 hours).
    await saveProfile(deps, user, fields, files, now, () => ({
      kyc_status: target,
      email: email || undefined,
    }));
    return { status: 'SUCCESS', result: { message: UPGRADE_DONE_MESSAGE } };
  });
}
