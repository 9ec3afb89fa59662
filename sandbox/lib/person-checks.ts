import type { Country, UiOptions } from '../../src/api/contract.ts';
import { text } from './body.ts';
import type { Problems } from './responses.ts';
import { isAdult, isAfterToday, isName, parseIsoDate } from '../rules/validation.ts';

/** Adds "The {key} field is required." for each of `keys` left empty. */
export function checkRequired(
  problems: Problems,
  fields: Record<string, string>,
  keys: readonly string[],
): void {
  for (const key of keys) problems.check(text(fields[key]) !== '', key, `The ${key} field is required.`);
}

/** The codes a sender of the country may give as their first ID. */
export function id1Codes(ui: UiOptions, country: Country): string[] {
  return ui.id_types[country === 'UK' ? 'uk' : 'sa'].id1.map((option) => option.code);
}

/** The first ID: a type among `codes` and an expiry date after today (`expiryError` otherwise). */
export function checkFirstId(
  problems: Problems,
  fields: Record<string, string>,
  codes: readonly string[],
  now: Date,
  expiryError: string,
): void {
  problems.check(
    codes.includes(text(fields.id1_type)),
    'id1_type',
    `The id1_type must be one of: ${codes.join(', ')}.`,
  );
  problems.check(isAfterToday(text(fields.id1_expiry), now), 'id1_expiry', expiryError);
}

/** Field checks shared by the Sender Details and the profile update: names, dob, gender. */
export function checkPersonalDetails(
  fields: Record<string, string>,
  problems: Problems,
  genders: readonly string[],
  now: Date,
  options: { genderRequired: boolean },
): void {
  const get = (key: string) => text(fields[key]);
  for (const [key, label] of [
    ['first_name', 'first name'],
    ['last_name', 'last name'],
  ] as const) {
    problems.check(get(key) !== '', key, `The ${label} field is required.`);
    problems.check(isName(get(key)), key, `The ${label} may only contain letters and spaces.`);
  }
  const middle = get('middle_name');
  problems.check(
    middle === '' || isName(middle),
    'middle_name',
    'The middle name may only contain letters and spaces.',
  );
  const dob = get('dob');
  problems.check(dob !== '', 'dob', 'The date of birth field is required.');
  problems.check(
    parseIsoDate(dob) !== null,
    'dob',
    'The date of birth must be a date in the format YYYY-MM-DD.',
  );
  problems.check(isAdult(dob, now), 'dob', 'The sender must be at least 18 years old.');
  const gender = get('gender');
  if (options.genderRequired) problems.check(gender !== '', 'gender', 'The gender field is required.');
  problems.check(
    gender === '' || genders.includes(gender),
    'gender',
    `The gender must be one of: ${genders.join(', ')}.`,
  );
}
