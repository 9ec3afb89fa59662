import type { ExistingSearchRequest, UiOptions, User } from '@/api/contract.ts';
import { dialCodeFor } from '@/lib/dial-code.ts';
import { fullNumber, nationalNumber } from '@/lib/phone.ts';
import type { SenderDetails } from './flow-inputs.ts';
import { idTypeOption, needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';

/** The Sender Details form as typed (every field a string; SA-only fields stay '' for UK users). */
export interface SenderFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  /** The user's mobile when locked; otherwise the national number typed (9-10 digits). */
  mobile: string;
  /** 'yyyy-MM-dd'. */
  dob: string;
  gender: string;
  referral_code: string;
  postal_code: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_province: string;
  nationality: string;
  id1_type: string;
  id1_details: string;
  id1_issue_place: string;
  /** 'yyyy-MM-dd'. */
  id1_expiry: string;
  id3_details: string;
  id4_details: string;
}

export const EMPTY_SENDER_FORM: SenderFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  mobile: '',
  dob: '',
  gender: '',
  referral_code: '',
  postal_code: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state_province: '',
  nationality: '',
  id1_type: '',
  id1_details: '',
  id1_issue_place: '',
  id1_expiry: '',
  id3_details: '',
  id4_details: '',
};

/** Spec §5: the mobile is locked to the user's existing mobile when there is one. */
export function mobileLocked(user: User): boolean {
  return user.mobile.trim() !== '';
}

/**
 * The form's first values: the draft typed earlier, else the details confirmed, else the user's
 * (with the referral code of the sign-up link the user registered through, if any).
 */
export function initialSenderForm(
  user: User,
  details: SenderDetails | null,
  draft: Partial<SenderFormValues> | null,
  referralCode = '',
): SenderFormValues {
  const values: SenderFormValues = draft
    ? { ...EMPTY_SENDER_FORM, ...draft }
    : details
      ? formFromDetails(details, user)
      : { ...EMPTY_SENDER_FORM, first_name: user.first_name ?? '', referral_code: referralCode };
  return mobileLocked(user) ? { ...values, mobile: user.mobile } : values;
}

/** Back from a payload to the form (the user returns to the step). */
function formFromDetails(details: SenderDetails, user: User): SenderFormValues {
  const values = { ...EMPTY_SENDER_FORM };
  for (const key of Object.keys(values) as (keyof SenderFormValues)[]) {
    const value = details[key];
    if (typeof value === 'string') values[key] = value;
  }
  values.mobile = nationalNumber(values.mobile, dialCodeFor(user.country));
  return values;
}

/** The mobile to send: the locked one, else the dial code and the national number. */
function senderMobile(values: SenderFormValues, user: User): string {
  if (mobileLocked(user)) return user.mobile;
  return fullNumber(values.mobile, dialCodeFor(user.country));
}

/** The payload without its empty optional fields. */
function compact(details: SenderDetails): SenderDetails {
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && value !== ''),
  ) as unknown as SenderDetails;
}

/** doc 2 §9 defaults: an SA sender's purpose when neither the ID type nor the account names one. */
export const SA_DEFAULT_PURPOSE = '401 Gifts';
/** doc 2 §9 defaults: a UK sender's ('other for UK') when the account names none. */
export const UK_DEFAULT_PURPOSE = 'other';

/** South Africa's code, as the UI options' nationalities and the ID issue countries write it. */
const SOUTH_AFRICA = 'ZA';

/**
 * The first ID's issue country: a passport or foreign national ID comes from the country of the
 * sender's nationality; every other SA ID type (the national ID, a permit) from South Africa.
 */
export function idIssueCountry(foreignId: boolean, nationality: string): string {
  return foreignId && nationality ? nationality : SOUTH_AFRICA;
}

/** The validated form as the onboarding payload (spec's full registration fields). */
export function toSenderDetails(values: SenderFormValues, user: User, options: UiOptions): SenderDetails {
  const t = (key: keyof SenderFormValues) => values[key].trim();
  const personal: SenderDetails = {
    first_name: t('first_name'),
    middle_name: t('middle_name'),
    last_name: t('last_name'),
    mobile: senderMobile(values, user),
    dob: t('dob'),
    gender: t('gender'),
    referral_code: t('referral_code'),
  };
  if (user.country !== 'SA') {
    return compact({
      ...personal,
      default_transfer_purpose: user.default_transfer_purpose || UK_DEFAULT_PURPOSE,
    });
  }

  const ids = options.id_types.sa;
  const type = t('id1_type');
  const foreign = needsForeignIdNumber(type, ids.id1);
  const permit = needsPermitNumber(type, ids.id1);
  return compact({
    ...personal,
    postal_code: t('postal_code'),
    address_line_1: t('address_line_1'),
    address_line_2: t('address_line_2'),
    city: t('city'),
    state_province: t('state_province'),
    nationality: t('nationality'),
    id1_type: type,
    id1_details: t('id1_details'),
    id1_issue_place: t('id1_issue_place'),
    id1_issue_country: idIssueCountry(foreign, t('nationality')),
    id1_expiry: t('id1_expiry'),
    id3_details: foreign ? t('id3_details') : undefined,
    id3_type: foreign ? ids.id3[0]?.code : undefined,
    id4_details: permit ? t('id4_details') : undefined,
    id4_type: permit ? ids.id4[0]?.code : undefined,
    default_transfer_purpose:
      idTypeOption(type, ids.id1)?.default_transfer_purpose ||
      user.default_transfer_purpose ||
      SA_DEFAULT_PURPOSE,
  });
}

/** POST /remitter/existing/search's body for the details. */
export function searchRequest(details: SenderDetails, user: User): ExistingSearchRequest {
  const { first_name, last_name, mobile, dob, referral_code } = details;
  return { country: user.country, first_name, last_name, mobile, dob, referral_code: referral_code ?? '' };
}
