import type { Country, Profile, UiOptions } from '@/api/contract.ts';
import { formatDayText, isAfterToday, parseDay } from '@/lib/days.ts';
import { withPlus } from '@/lib/phone.ts';
import { countryName, idTypeLabel } from './id-types.ts';
import { tierLabel, tierUnderReview } from './tiers.ts';

/** What the profile's tabs show: label and value pairs, in words. */
export interface ViewItem {
  label: string;
  value: string;
}

/** Shown for a field the profile leaves empty. */
export const NOT_GIVEN = 'Not given';

const orNotGiven = (value: string | null | undefined) => (value ?? '').trim() || NOT_GIVEN;

/** '14 Mar 1988' for a profile date; the raw text when it is not a date. */
export function formatDay(value: string | null | undefined): string {
  return formatDayText((value ?? '').slice(0, 10)) ?? orNotGiven(value);
}

/** The nationality's name from the options ('GB' -> 'British'), else the value as sent. */
export function nationalityName(options: UiOptions | undefined, value: string): string {
  return options?.nationalities.find((item) => item.value === value)?.name ?? orNotGiven(value);
}

/** An ID number with all but its last 4 characters hidden (the screen may be seen by others). */
export function maskedNumber(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return NOT_GIVEN;
  if (text.length <= 4) return text;
  return `${'•'.repeat(Math.min(text.length - 4, 6))}${text.slice(-4)}`;
}

/** '+447700900001': a mobile kept as digits. */
export function formatMobile(value: string | null | undefined): string {
  return withPlus(value) || NOT_GIVEN;
}

export function personalItems(profile: Profile, options: UiOptions | undefined): ViewItem[] {
  return [
    { label: 'First name', value: orNotGiven(profile.firstname) },
    { label: 'Middle name', value: orNotGiven(profile.middlename) },
    { label: 'Last name', value: orNotGiven(profile.lastname) },
    { label: 'Date of birth', value: formatDay(profile.dob) },
    { label: 'Gender', value: orNotGiven(profile.middleware?.gender) },
    { label: 'Nationality', value: nationalityName(options, profile.nationality) },
  ];
}

/** The country of the account by the options' name ('United Kingdom'), else its code. */
function accountCountry(options: UiOptions | undefined, country: Country | string): string {
  return options?.countries.source.find((item) => item.code === country)?.name ?? orNotGiven(country);
}

export function contactItems(profile: Profile, options: UiOptions | undefined): ViewItem[] {
  return [
    { label: 'Mobile', value: formatMobile(profile.mobile) },
    { label: 'Email', value: orNotGiven(profile.email) },
    { label: 'Address line 1', value: orNotGiven(profile.address1) },
    { label: 'Address line 2', value: orNotGiven(profile.address2) },
    { label: 'City', value: orNotGiven(profile.city) },
    { label: 'State/Province', value: orNotGiven(profile.state) },
    { label: 'Post code', value: orNotGiven(profile.postcode) },
    { label: 'Country', value: accountCountry(options, profile.country) },
  ];
}

/** One identity document on file. */
export interface DocumentOnFile {
  /** 'Passport', 'Foreign ID'... */
  title: string;
  items: ViewItem[];
}

/** 'Valid until 30 Jun 2031' or 'Expired on 1 Jan 2020': the expiry in words, not colour alone. */
export function expiryText(value: string | null | undefined, today: Date): string {
  const day = (value ?? '').slice(0, 10);
  if (parseDay(day) === null) return orNotGiven(value);
  return isAfterToday(day, today) ? `Valid until ${formatDay(day)}` : `Expired on ${formatDay(day)}`;
}

/** The IDs on file with their type and expiry (doc 1 'Profile': the Documents tab). */
export function documentsOnFile(
  profile: Profile,
  options: UiOptions | undefined,
  today: Date = new Date(),
): DocumentOnFile[] {
  const country = profile.country;
  const documents: DocumentOnFile[] = [];
  if (profile.id1_type || profile.id1_details) {
    documents.push({
      title: profile.id1_type ? idTypeLabel(options, country, profile.id1_type) : 'Identity document',
      items: [
        { label: 'Number', value: maskedNumber(profile.id1_details) },
        { label: 'Issued in', value: placeAndCountry(profile.id1_issue_place, profile.id1_issue_country) },
        { label: 'Expiry', value: expiryText(profile.id1_expiry, today) },
        ...(profile.id_scan_2 ? [{ label: 'Back side', value: 'On file' }] : []),
      ],
    });
  }
  if (profile.id3_type || profile.id3_details) {
    documents.push({
      title: profile.id3_type ? idTypeLabel(options, country, profile.id3_type) : 'Foreign ID',
      items: [
        { label: 'Number', value: maskedNumber(profile.id3_details) },
        { label: 'Issued in', value: placeAndCountry(profile.id3_issue_place, profile.id3_issue_country) },
        { label: 'Expiry', value: expiryText(profile.id3_issue_expiry, today) },
      ],
    });
  }
  for (const type of [profile.id2_type, profile.id4_type]) {
    if (type)
      documents.push({
        title: idTypeLabel(options, country, type),
        items: [{ label: 'Status', value: 'On file' }],
      });
  }
  return documents;
}

function placeAndCountry(place: string | null | undefined, country: string | null | undefined): string {
  const parts = [(place ?? '').trim(), countryName((country ?? '').trim())].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : NOT_GIVEN;
}

/** The tier in words, with an upgrade under review when there is one. */
export function tierText(profile: Pick<Profile, 'kyc_status' | 'middleware'>): {
  tier: string;
  review: string | null;
} {
  const requested = tierUnderReview(profile);
  return {
    tier: tierLabel(profile.kyc_status),
    review: requested
      ? `Your upgrade to ${tierLabel(requested)} is under review. It takes from instant to 24 hours.`
      : null,
  };
}
