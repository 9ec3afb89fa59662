import type { Country, Profile, User } from '@/api/contract.ts';
import { dialCodeFor } from '@/lib/dial-code.ts';
import { dayOf } from '@/lib/days.ts';
import { fullNumber as withDialCode, nationalNumber as nationalOf, phoneDigits } from '@/lib/phone.ts';
import type { NumberTypes } from './id-types.ts';
import type { ProfileUpdateValues } from './profile-update-schema.ts';

/** The dial code of the account's country: '44' for the UK, '27' for SA. */
export function dialDigits(country: Country | string): string {
  return dialCodeFor(country === 'UK' ? 'UK' : 'SA');
}

/** The national number of a mobile kept with its dial code ('447700900001' -> '7700900001'). */
export function nationalNumber(mobile: string | null | undefined, country: Country | string): string {
  return nationalOf(mobile, dialDigits(country));
}

/** The full number the account keeps: dial code and national number, digits only. */
export function fullNumber(national: string, country: Country | string): string {
  return withDialCode(national, dialDigits(country));
}

/** The form's first values: the profile as it is (doc 1: initial values from the profile). */
export function initialUpdateValues(profile: Profile | undefined, user: User): ProfileUpdateValues {
  const p = profile;
  return {
    first_name: p?.firstname || user.first_name || '',
    middle_name: p?.middlename ?? '',
    last_name: p?.lastname ?? '',
    dob: dayOf(p?.dob),
    gender: p?.middleware?.gender ?? '',
    nationality: p?.nationality ?? '',
    mobile: nationalNumber(p?.mobile || user.mobile, user.country),
    email: p?.email || user.email || '',
    post_code: p?.postcode ?? '',
    address_line_1: p?.address1 ?? '',
    address_line_2: p?.address2 ?? '',
    city: p?.city ?? '',
    state_province: p?.state ?? '',
    id1_type: p?.id1_type ?? '',
    id1_details: p?.id1_details ?? '',
    id1_issue_place: p?.id1_issue_place ?? '',
    id1_issue_country: p?.id1_issue_country ?? '',
    id1_expiry: dayOf(p?.id1_expiry),
    id3_details: p?.id3_details ?? '',
    id4_details: '',
    id3_type: p?.id3_type ?? '',
    id4_type: p?.id4_type ?? '',
    id2_type: p?.id2_type ?? '',
    id1: null,
    id2: null,
  };
}

/**
 * The multipart fields of POST /remitter/profile/update (doc 2 §7, 'id1 to id4 with types'): text
 * trimmed, files when chosen; id3_type and id4_type beside a given id3_details and id4_details
 * (the profile's type, else the options' for SA), empty beside an empty number.
 */
export function updatePayload(
  values: ProfileUpdateValues,
  numberTypes: NumberTypes = {},
): Record<string, string | File> {
  const payload: Record<string, string | File> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) payload[name] = value;
    else if (typeof value === 'string') payload[name] = value.trim();
  }
  const typeBeside = (details: string, held: string, fallback: string | undefined) =>
    details.trim() === '' ? '' : held.trim() || fallback || '';
  payload.id3_type = typeBeside(values.id3_details, values.id3_type, numberTypes.id3);
  payload.id4_type = typeBeside(values.id4_details, values.id4_type, numberTypes.id4);
  return payload;
}

/** A new mobile number (full digits) or email address: both sign in, so each is confirmed by a code. */
export interface ContactChanges {
  mobile?: string;
  email?: string;
}

/** What changed of the ways to sign in, against the account as it is. */
export function contactChanges(
  values: Pick<ProfileUpdateValues, 'mobile' | 'email'>,
  current: Pick<User, 'mobile' | 'email' | 'country'>,
): ContactChanges {
  const changes: ContactChanges = {};
  const mobile = fullNumber(values.mobile, current.country);
  if (mobile !== phoneDigits(current.mobile)) changes.mobile = mobile;
  const email = values.email.trim();
  if (email.toLowerCase() !== current.email.trim().toLowerCase()) changes.email = email;
  return changes;
}
