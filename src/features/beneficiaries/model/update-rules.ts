import * as yup from 'yup';
import type { Beneficiary, UpdateBeneficiaryRequest } from '@/api/contract.ts';
import {
  FIRST_NAME_REQUIRED,
  FIRST_NAME_SHORT,
  LAST_NAME_FORMAT,
  LAST_NAME_REQUIRED,
  LAST_NAME_SHORT,
  MIDDLE_NAME_NOT_LETTERS,
  MIDDLE_NAME_SHORT,
  MIN_NAME_LENGTH,
  NAME_NOT_LETTERS,
  isLettersAndSpaces,
} from './beneficiary-form.ts';
import { MAX_BENEFICIARY_EDIT, withinEditLimit } from './edit-distance.ts';
import { PHONE_REQUIRED } from './phone-rules.ts';

/** Spec doc 2 §5 'Update': the account number's own wording (the cross-border add's differs). */
export const ACCOUNT_NUMBER_NOT_DIGITS = 'Account number must contain only digits';

/** Spec doc 2 §5 'Update': 'You can only change a maximum of 2 characters from the original first name'. */
export const editLimitMessage = (label: string): string =>
  `You can only change a maximum of ${MAX_BENEFICIARY_EDIT} characters from the original ${label}`;

/** The Update Beneficiary form: the six editable fields (the mobile is shown, not edited). */
export interface UpdateBeneficiaryForm {
  first_name: string;
  middle_name: string;
  last_name: string;
  bank_name: string;
  bank_code: string;
  account_number: string;
}

export type EditableField = keyof UpdateBeneficiaryForm;

/** The words each field's edit-limit message names. */
export const FIELD_LABELS: Record<EditableField, string> = {
  first_name: 'first name',
  middle_name: 'middle name',
  last_name: 'last name',
  bank_name: 'bank name',
  bank_code: 'bank code',
  account_number: 'account number',
};

export const NAME_FIELDS = ['first_name', 'middle_name', 'last_name'] as const;
export const BANK_FIELDS = ['bank_name', 'bank_code', 'account_number'] as const;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** The first non-blank of a field's spellings (doc 1 §3 lists several for cross-border rows). */
const firstText = (...values: unknown[]): string => values.map(textOf).find((text) => text !== '') ?? '';

/** The form's first values: the beneficiary as saved, whichever spelling it came in. */
export function originalValues(beneficiary: Beneficiary): UpdateBeneficiaryForm {
  return {
    first_name: firstText(beneficiary.fname, beneficiary.first_name),
    middle_name: textOf(beneficiary.mname),
    last_name: firstText(beneficiary.lname, beneficiary.last_name, beneficiary.surname),
    bank_name: firstText(beneficiary.bank_name, beneficiary.bank),
    bank_code: firstText(beneficiary.bank_code, beneficiary.bank_branch),
    account_number: firstText(beneficiary.account_number, beneficiary.account),
  };
}

/** The fields the form edits, for every beneficiary (doc 1 'Update Beneficiary'). */
export const EDITABLE_FIELDS: readonly EditableField[] = [...NAME_FIELDS, ...BANK_FIELDS];

/** Whether any field differs from the saved value (surrounding spaces ignored). */
export function isChanged(values: UpdateBeneficiaryForm, original: UpdateBeneficiaryForm): boolean {
  return (Object.keys(original) as EditableField[]).some(
    (field) => values[field].trim() !== original[field].trim(),
  );
}

interface NameRule {
  required?: string;
  format: string;
  short: string;
}

const NAME_RULES: Record<(typeof NAME_FIELDS)[number], NameRule> = {
  first_name: { required: FIRST_NAME_REQUIRED, format: NAME_NOT_LETTERS, short: FIRST_NAME_SHORT },
  middle_name: { format: MIDDLE_NAME_NOT_LETTERS, short: MIDDLE_NAME_SHORT },
  last_name: { required: LAST_NAME_REQUIRED, format: LAST_NAME_FORMAT, short: LAST_NAME_SHORT },
};

/**
 * A name: required (first and last), at least 2 characters, at most 2 characters changed. Letters
 * and spaces are asked of a changed name only: a name saved with a hyphen or an apostrophe (the
 * cross-border add allows them) never blocks fixing another field.
 */
function nameField(field: (typeof NAME_FIELDS)[number], original: string) {
  const rule = NAME_RULES[field];
  return yup
    .string()
    .default('')
    .test(field, function check(raw = '') {
      const value = raw.trim();
      if (value === '') {
        if (rule.required) return this.createError({ message: rule.required });
        return (
          withinEditLimit(original, value) ||
          this.createError({ message: editLimitMessage(FIELD_LABELS[field]) })
        );
      }
      if (value !== original && !isLettersAndSpaces(value)) return this.createError({ message: rule.format });
      if (value.length < MIN_NAME_LENGTH) return this.createError({ message: rule.short });
      if (!withinEditLimit(original, value))
        return this.createError({ message: editLimitMessage(FIELD_LABELS[field]) });
      return true;
    });
}

/** A bank detail: at most 2 characters changed; the account number digits only. */
function bankField(field: (typeof BANK_FIELDS)[number], original: string) {
  return yup
    .string()
    .default('')
    .test(field, function check(raw = '') {
      const value = raw.trim();
      if (field === 'account_number' && value !== '' && !/^\d+$/.test(value))
        return this.createError({ message: ACCOUNT_NUMBER_NOT_DIGITS });
      if (!withinEditLimit(original, value))
        return this.createError({ message: editLimitMessage(FIELD_LABELS[field]) });
      return true;
    });
}

/**
 * Spec doc 2 §5 'Update' for one beneficiary: names at least 2 characters, each editable field at
 * most 2 characters from its saved value, the account number digits only.
 */
export function updateSchema(beneficiary: Beneficiary): yup.ObjectSchema<UpdateBeneficiaryForm> {
  const original = originalValues(beneficiary);
  return yup.object({
    first_name: nameField('first_name', original.first_name),
    middle_name: nameField('middle_name', original.middle_name),
    last_name: nameField('last_name', original.last_name),
    bank_name: bankField('bank_name', original.bank_name),
    bank_code: bankField('bank_code', original.bank_code),
    account_number: bankField('account_number', original.account_number),
  });
}

/** Spec doc 2 §5 'Update': the phone is required ('Mobile is required'); it cannot be edited here. */
export function mobileProblem(beneficiary: Beneficiary): string | undefined {
  return textOf(beneficiary.mobile) || textOf(beneficiary.telephone) ? undefined : PHONE_REQUIRED;
}

/**
 * POST /remitter/beneficiaries/update (doc 1 §3, doc 2 §7): every field the calls table lists, the
 * saved mobile, country and telephone as they are (country and telephone when known).
 */
export function updateRequest(
  beneficiary: Beneficiary,
  values: UpdateBeneficiaryForm,
): UpdateBeneficiaryRequest {
  const mobile = textOf(beneficiary.mobile) || textOf(beneficiary.telephone);
  const request: UpdateBeneficiaryRequest = {
    beneficiary_id: beneficiary.beneficiary_id,
    mobile,
    first_name: values.first_name.trim(),
    middle_name: values.middle_name.trim(),
    last_name: values.last_name.trim(),
    bank_name: values.bank_name.trim(),
    bank_code: values.bank_code.trim(),
    account_number: values.account_number.trim(),
  };
  const country = textOf(beneficiary.country);
  const telephone = textOf(beneficiary.telephone);
  if (country) request.country = country;
  if (telephone) request.telephone = telephone;
  return request;
}

/** The beneficiary as it is after the update, for the cache (the server's list confirms it later). */
export function updatedBeneficiary(beneficiary: Beneficiary, request: UpdateBeneficiaryRequest): Beneficiary {
  const next: Beneficiary = {
    ...beneficiary,
    fname: request.first_name,
    mname: request.middle_name ?? '',
    lname: request.last_name,
  };
  if (beneficiary.first_name !== undefined) next.first_name = request.first_name;
  if (beneficiary.last_name !== undefined) next.last_name = request.last_name;
  if (beneficiary.surname !== undefined) next.surname = request.last_name;
  if (beneficiary.name !== undefined)
    next.name = [request.first_name, request.middle_name, request.last_name].filter(Boolean).join(' ');
  if (request.bank_name !== undefined) {
    next.bank_name = request.bank_name;
    if (beneficiary.bank !== undefined) next.bank = request.bank_name;
  }
  if (request.bank_code !== undefined) {
    next.bank_code = request.bank_code;
    if (beneficiary.bank_branch !== undefined) next.bank_branch = request.bank_code;
  }
  if (request.account_number !== undefined) {
    next.account_number = request.account_number;
    if (beneficiary.account !== undefined) next.account = request.account_number;
  }
  return next;
}
