import type { Country, IdTypeOption, KycTier, Profile, User } from '@/api/contract.ts';
import { type FileValue, type NumberTypes, type UpgradeTarget } from '@/features/profile';
import { dayOf } from '@/lib/days.ts';

/** The upgrade form (doc 1 §3 'Upgrade form'), files as chosen. */
export interface UpgradeValues {
  post_code: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state_province: string;
  nationality: string;
  id1_type: string;
  id1_details: string;
  id1_issue_place: string;
  id1_issue_country: string;
  id1_expiry: string;
  /** SA: the proof-of-address type; UK: the type of the proof file, when one is given. */
  id2_type: string;
  /** SA: the foreign ID number (Passport, Foreign National ID). */
  id3_details: string;
  /** SA: the resident permit number (Other). */
  id4_details: string;
  /** The source-of-funds document's type. */
  id3_type: string;
  email: string;
  /** The ID document. */
  id1: FileValue;
  /** Its back side (UK, by type). */
  id1_scan2: FileValue;
  /** Proof of address (UK, by type). */
  id2: FileValue;
  /** Source of funds (unlimited). */
  id3: FileValue;
}

/** The form's first values, from the profile's remitone record (doc 1 §3). */
export function initialUpgradeValues(profile: Profile | undefined, user: Pick<User, 'email'>): UpgradeValues {
  const p = profile;
  return {
    post_code: p?.postcode ?? '',
    address_line_1: p?.address1 ?? '',
    address_line_2: p?.address2 ?? '',
    city: p?.city ?? '',
    state_province: p?.state ?? '',
    nationality: p?.nationality ?? '',
    id1_type: p?.id1_type ?? '',
    id1_details: p?.id1_details ?? '',
    id1_issue_place: p?.id1_issue_place ?? '',
    id1_issue_country: p?.id1_issue_country ?? '',
    id1_expiry: dayOf(p?.id1_expiry),
    id2_type: p?.id2_type ?? '',
    id3_details: p?.id3_details ?? '',
    id4_details: '',
    id3_type: '',
    email: p?.email || user.email || '',
    id1: null,
    id1_scan2: null,
    id2: null,
    id3: null,
  };
}

/** Whether the form asks for the address and ID: upgrades from lite do (either tier). */
export function asksForIdentity(tier: KycTier | string): boolean {
  return tier === 'lite';
}

/** What the chosen ID type calls for (upgrade-rules.ts), as the payload needs it. */
export interface PayloadNeeds {
  backSide: boolean;
  foreignIdNumber: boolean;
  permitNumber: boolean;
}

/**
 * The multipart fields of POST /remitter/profile/upgrade (doc 1 §3 'Upgrade form'): upgrade_type,
 * then what the form asked for (the address and ID from lite users, with id1_type_label, and only
 * the numbers their ID type calls for, each beside its type (id3_type, id4_type); the email from
 * others; for unlimited the source-of-funds file, its type and source_of_funds, the type's name),
 * text trimmed, files when chosen.
 */
export function upgradePayload(
  values: UpgradeValues,
  target: UpgradeTarget,
  who: {
    country: Country | string;
    tier: KycTier | string;
    idTypes: readonly IdTypeOption[];
    numberTypes?: NumberTypes;
    fundsTypes?: readonly IdTypeOption[];
  },
  needs: PayloadNeeds,
): Record<string, string | File> {
  const payload: Record<string, string | File> = { upgrade_type: target };
  const put = (name: keyof UpgradeValues, when = true) => {
    const value = values[name];
    if (!when) return;
    if (value instanceof File) payload[name] = value;
    else if (typeof value === 'string' && value.trim() !== '') payload[name] = value.trim();
  };
  if (asksForIdentity(who.tier)) {
    const identity: (keyof UpgradeValues)[] = [
      'post_code',
      'address_line_1',
      'address_line_2',
      'city',
      'state_province',
      'nationality',
      'id1_type',
      'id1_details',
      'id1_issue_place',
      'id1_issue_country',
      'id1_expiry',
      'id2_type',
      'id1',
    ];
    identity.forEach((name) => put(name));
    const label = who.idTypes.find((option) => option.code === values.id1_type)?.type;
    if (label) payload.id1_type_label = label;
    const uk = who.country === 'UK';
    put('id1_scan2', uk && needs.backSide);
    put('id2', uk);
    put('id3_details', !uk && needs.foreignIdNumber);
    if (payload.id3_details && who.numberTypes?.id3) payload.id3_type = who.numberTypes.id3;
    put('id4_details', !uk && needs.permitNumber);
    if (payload.id4_details && who.numberTypes?.id4) payload.id4_type = who.numberTypes.id4;
  } else {
    put('email');
  }
  if (target === 'unlimited') {
    put('id3');
    put('id3_type');
    const funds = who.fundsTypes?.find((option) => option.code === values.id3_type.trim())?.type;
    if (funds) payload.source_of_funds = funds;
  }
  return payload;
}
