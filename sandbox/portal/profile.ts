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
import { limitedUpgradeNeeds } from '../rules/id-documents.ts';
import { recentlyVerified } from '../lib/otp.ts';
import { holdsUpgrades, requestedEntry, requestedTier } from '../lib/upgrade-review.ts';
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
export const UPGRADE_HELD_MESSAGE =
  'Your upgrade request has been received. We are reviewing your documents: this takes from instant to 24 hours.';
export const UPGRADE_PENDING_MESSAGE =
  'An upgrade of this account is already under review. You will be told when it is complete.';
const CONFIRM_MOBILE = 'Confirm the new mobile number with the code sent to it.';
const CONFIRM_EMAIL = 'Confirm the new email address with the code sent to it.';

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

/** SA ID types whose expiry a profile update does not ask for (doc 2 §5 'Profile update'). */
const NO_EXPIRY_SA_TYPES = ['SA_National_ID', 'Foreign_National ID'];

/**
 * The ID a profile update needs by tier and country (doc 2 §5): SA limited the type, details,
 * issue place and country, and the expiry unless the type is SA National ID or Foreign National
 * ID; UK limited the type; UK unlimited the details, issue place and country, the expiry, and the
 * proof of address (id2) for the types that call for it (Passport, Other, Residence Permit).
 */
function checkUpdateId(
  problems: Problems,
  fields: Record<string, string>,
  files: Record<string, File>,
  user: UserRow,
  deps: SandboxDeps,
): void {
  const type = text(fields.id1_type);
  const idFields = ['id1_details', 'id1_issue_place', 'id1_issue_country'];
  if (user.country === 'SA' && user.kyc_status === 'limited') {
    checkRequired(problems, fields, ['id1_type', ...idFields]);
    if (!NO_EXPIRY_SA_TYPES.includes(type)) checkRequired(problems, fields, ['id1_expiry']);
  } else if (user.country === 'UK' && user.kyc_status === 'limited') {
    checkRequired(problems, fields, ['id1_type']);
  } else if (user.country === 'UK' && user.kyc_status === 'unlimited') {
    checkRequired(problems, fields, [...idFields, 'id1_expiry']);
    const needs = limitedUpgradeNeeds('UK', type, deps.uiOptions.id_types.uk.id1);
    if (needs.files.includes('id2')) {
      problems.check(files.id2 !== undefined, 'id2', 'The id2 file (proof of address) is required.');
    }
  }
}

/** Stores the uploads and saves the form's profile details, with the account columns it gives. */
async function saveProfile(
  deps: SandboxDeps,
  user: UserRow,
  fields: Record<string, string>,
  files: Record<string, File>,
  now: Date,
  columns: (profile: StoredProfile) => Parameters<typeof updateUser>[2],
  extra: StoredProfile = {},
): Promise<void> {
  const profile = pickFields(fields, PROFILE_FIELDS);
  const stored = await storeFiles(deps.db, user.id, files, now);
  updateUser(deps.db, user.id, columns(profile), { ...profile, ...stored, ...extra });
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
    // Both sign in: a new number or address counts only once a code sent to it was confirmed.
    if (phoneProblem === null && mobile !== user.mobile) {
      problems.check(recentlyVerified(deps, mobile, 'sms'), phoneField, CONFIRM_MOBILE);
    }
    if (user.kyc_status !== 'lite') checkRequired(problems, fields, ADDRESS_FIELDS);
    checkUpdateId(problems, fields, files, user, deps);
    const expiry = get('id1_expiry');
    problems.check(expiry === '' || isAfterToday(expiry, now), 'id1_expiry', EXPIRY_ERROR);
    const email = get('email');
    checkEmailAndFiles(problems, deps, user, email, files);
    if (email !== '' && isEmail(email) && email.toLowerCase() !== user.email.toLowerCase()) {
      problems.check(recentlyVerified(deps, email.toLowerCase(), 'email'), 'email', CONFIRM_EMAIL);
    }
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
    if (requestedTier(user)) return failMessage(c, UPGRADE_PENDING_MESSAGE, 422);
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
    // A lite user gives their address and ID (the limited rules) for either tier (doc 1 'Upgrade
    // forms'); others upgrading to unlimited give their email. Unlimited needs the source of funds.
    if (user.kyc_status === 'lite') {
      const idTypes = deps.uiOptions.id_types[user.country === 'UK' ? 'uk' : 'sa'].id1;
      const needs = limitedUpgradeNeeds(user.country, get('id1_type'), idTypes);
      checkRequired(problems, fields, [...LIMITED_UPGRADE_FIELDS, ...needs.details]);
      checkFirstId(problems, fields, id1Codes(deps.uiOptions, user.country), now, EXPIRY_ERROR);
      for (const key of needs.files) {
        problems.check(files[key] !== undefined, key, `The ${key} file is required for this ID type.`);
      }
    } else {
      problems.check(email !== '', 'email', 'The email field is required.');
    }
    if (target === 'unlimited') {
      problems.check(files.id3 !== undefined, 'id3', 'The id3 file (source of funds) is required.');
    }
    checkEmailAndFiles(problems, deps, user, email, files);
    if (problems.any) return fieldErrors(c, problems.items);

    // The sandbox reviews upgrades at once (the real review takes from instant to 24 hours),
    // unless a sandbox control holds them under review.
    const held = holdsUpgrades(deps.db);
    await saveProfile(
      deps,
      user,
      fields,
      files,
      now,
      () => ({ kyc_status: held ? undefined : target, email: email || undefined }),
      requestedEntry(held ? target : ''),
    );
    return { status: 'SUCCESS', result: { message: held ? UPGRADE_HELD_MESSAGE : UPGRADE_DONE_MESSAGE } };
  });
}
