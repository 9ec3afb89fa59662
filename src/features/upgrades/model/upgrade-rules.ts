import * as yup from 'yup';
import type { Country, IdTypeOption, KycTier } from '@/api/contract.ts';
import { emailSchema } from '@/features/auth';
import {
  DETAILS_REQUIRED,
  FIELD_REQUIRED,
  fileRule,
  futureDate,
  ID_EXPIRY_REQUIRED,
  ID_ISSUE_COUNTRY_REQUIRED,
  NATIONALITY_IS_REQUIRED,
  needsBackSide,
  needsProofOfAddress,
  requiredText,
  requiredWhen,
  text,
  type UpgradeTarget,
} from '@/features/profile';
import { needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';
import {
  EXPIRY_NOT_FUTURE,
  FOREIGN_ID_REQUIRED,
  ID_ISSUE_PLACE_REQUIRED,
  ID_TYPE_REQUIRED,
  PERMIT_REQUIRED,
} from '@/lib/person-messages.ts';
import { asksForIdentity, type UpgradeValues } from './upgrade-values.ts';

/** What the chosen ID type calls for (doc 2 §5 'Upgrade to limited'), by the options' flags. */
export interface IdNeeds {
  /** UK: the back side (id1_scan2), required. */
  backSide: boolean;
  /** UK: the proof of address (id2) is required; otherwise it is optional. */
  proofRequired: boolean;
  /** SA: the proof-of-address type (id2_type) is required. */
  proofType: boolean;
  /** SA: the foreign ID number (id3_details). */
  foreignIdNumber: boolean;
  /** SA: the resident permit number (id4_details). */
  permitNumber: boolean;
}

export function idNeeds(
  country: Country | string,
  idType: string,
  idTypes: readonly IdTypeOption[],
): IdNeeds {
  const uk = country === 'UK';
  return {
    backSide: uk && needsBackSide(idType, idTypes),
    proofRequired: uk && needsProofOfAddress(idType, idTypes),
    proofType: !uk,
    foreignIdNumber: !uk && idType !== '' && needsForeignIdNumber(idType, idTypes),
    permitNumber: !uk && idType !== '' && needsPermitNumber(idType, idTypes),
  };
}

export interface UpgradeSchemaOptions {
  country: Country | string;
  tier: KycTier | string;
  target: UpgradeTarget;
  idTypes: readonly IdTypeOption[];
  today?: () => Date;
}

/**
 * The upgrade form's checks. From lite (to either tier): the full limited form (doc 2 §5: address,
 * nationality, ID type, details, issue place and country, a future expiry, the ID file, and by
 * type the back side and proof of address (UK) or the foreign ID or permit number (SA)); 'This
 * field is required' where the spec gives a field no text of its own. Otherwise (to unlimited):
 * the email. Unlimited always needs the source-of-funds file.
 */
export function upgradeSchema(options: UpgradeSchemaOptions): yup.ObjectSchema<UpgradeValues> {
  const today = options.today ?? (() => new Date());
  const identity = asksForIdentity(options.tier);
  const need = (values: UpgradeValues) => idNeeds(options.country, values.id1_type, options.idTypes);
  const ifIdentity = (schema: ReturnType<typeof text>) => (identity ? schema : text());
  const none = () => false;
  return yup.object({
    post_code: ifIdentity(requiredText(FIELD_REQUIRED)),
    address_line_1: ifIdentity(requiredText(FIELD_REQUIRED)),
    address_line_2: text(),
    city: ifIdentity(requiredText(FIELD_REQUIRED)),
    state_province: ifIdentity(requiredText(FIELD_REQUIRED)),
    nationality: ifIdentity(requiredText(NATIONALITY_IS_REQUIRED)),
    id1_type: ifIdentity(requiredText(ID_TYPE_REQUIRED)),
    id1_details: ifIdentity(requiredText(DETAILS_REQUIRED)),
    id1_issue_place: ifIdentity(requiredText(ID_ISSUE_PLACE_REQUIRED)),
    id1_issue_country: ifIdentity(requiredText(ID_ISSUE_COUNTRY_REQUIRED)),
    id1_expiry: ifIdentity(futureDate(requiredText(ID_EXPIRY_REQUIRED), EXPIRY_NOT_FUTURE, today)),
    id2_type: ifIdentity(requiredWhen<UpgradeValues>(FIELD_REQUIRED, (values) => need(values).proofType)),
    id3_details: ifIdentity(
      requiredWhen<UpgradeValues>(FOREIGN_ID_REQUIRED, (values) => need(values).foreignIdNumber),
    ),
    id4_details: ifIdentity(
      requiredWhen<UpgradeValues>(PERMIT_REQUIRED, (values) => need(values).permitNumber),
    ),
    id3_type: text(),
    email: identity ? text() : emailSchema(),
    id1: fileRule<UpgradeValues>(() => identity),
    id1_scan2: fileRule<UpgradeValues>((values) => identity && need(values).backSide),
    id2: fileRule<UpgradeValues>((values) => identity && need(values).proofRequired),
    id3: fileRule<UpgradeValues>(options.target === 'unlimited' ? () => true : none),
  });
}
