import * as yup from 'yup';
import type { BankItem, Corridor, NewBeneficiaryRequest, User } from '@/api/contract.ts';
import { withPlus } from '@/lib/phone.ts';
import type { DeliveryOption } from './add-choices.ts';
import {
  FIRST_NAME_REQUIRED,
  FIRST_NAME_SHORT,
  LAST_NAME_REQUIRED,
  LAST_NAME_SHORT,
  MIDDLE_NAME_SHORT,
} from './beneficiary-form.ts';
import {
  ACCOUNT_DIGITS,
  BANK_REQUIRED,
  EMAIL_INVALID,
  GENDER_REQUIRED,
  ID_NUMBER_REQUIRED,
  MOBILE_REQUIRED,
} from './messages.ts';

/** What the sender types in the cross-border add form. */
export interface BeneficiaryFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  mobile: string;
  email: string;
  /** 'M' or 'F'. */
  gender: string;
  /** Zimbabwe only. */
  id_number: string;
  /** Bank delivery: the chosen bank's code. */
  bank_code: string;
  /** Bank delivery: digits only. */
  account_number: string;
}

export const EMPTY_BENEFICIARY_FORM: BeneficiaryFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  mobile: '',
  email: '',
  gender: '',
  id_number: '',
  bank_code: '',
  account_number: '',
};

/** Spec §9: names at least 2 characters. */
export const NAME_MIN = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** One message per field: the length is checked only once something is typed. */
const atLeastTwo = (value: string | undefined) => !value || value.length >= NAME_MIN;

/** Doc 2 §5 'Cross-border add': the rules for a corridor and delivery. */
export function beneficiarySchema(
  corridor: Pick<Corridor, 'code'>,
  delivery: DeliveryOption,
): yup.ObjectSchema<BeneficiaryFormValues> {
  const zimbabwe = corridor.code.trim().toUpperCase() === 'ZW';
  const bank = delivery === 'bank';
  return yup.object({
    first_name: yup
      .string()
      .defined()
      .trim()
      .required(FIRST_NAME_REQUIRED)
      .test('min', FIRST_NAME_SHORT, atLeastTwo),
    middle_name: yup.string().defined().trim().test('middle', MIDDLE_NAME_SHORT, atLeastTwo),
    last_name: yup
      .string()
      .defined()
      .trim()
      .required(LAST_NAME_REQUIRED)
      .test('min', LAST_NAME_SHORT, atLeastTwo),
    mobile: yup
      .string()
      .defined()
      .trim()
      .test('mobile', MOBILE_REQUIRED, (value) => withPlus(value ?? '') !== ''),
    email: yup
      .string()
      .defined()
      .trim()
      .test('email', EMAIL_INVALID, (value) => !value || EMAIL.test(value)),
    gender: yup.string().defined().required(GENDER_REQUIRED),
    id_number: zimbabwe ? yup.string().defined().trim().required(ID_NUMBER_REQUIRED) : yup.string().defined(),
    bank_code: bank ? yup.string().defined().trim().required(BANK_REQUIRED) : yup.string().defined(),
    account_number: bank
      ? yup
          .string()
          .defined()
          .trim()
          .test('digits', ACCOUNT_DIGITS, (value) => /^\d+$/.test(value ?? ''))
      : yup.string().defined(),
  });
}

/** A bank list item's code and name, whatever its spelling (doc 1 §3). */
export function bankCodeOf(item: BankItem): string {
  return String(item.bankCode ?? item.bank_code ?? item.code ?? '').trim();
}
export function bankNameOf(item: BankItem): string {
  return String(item.bankName ?? item.bank_name ?? item.name ?? '').trim();
}
/** A bank as the list shows it: 'name (code)'. */
export function bankLabel(item: BankItem): string {
  return `${bankNameOf(item)} (${bankCodeOf(item)})`;
}

export interface BeneficiaryContext {
  user: Pick<User, 'remitter_id' | 'session_id'>;
  corridor: Pick<Corridor, 'name' | 'code'>;
  delivery: DeliveryOption;
  /** The chosen bank's name (bank delivery). */
  bankName?: string;
}

/**
 * POST /remitter/beneficiaries/new, doc 1 §3's cross-border new beneficiary: linked_member_id and
 * remitter_id, telephone and mobile (leading +), both spellings of the names, the country by name
 * (and as the ID's issue country), id_type NATIONALID, sex (default M), session_id, the optional
 * id_number and email; for bank delivery account_number, bank_name and bank_branch (the code).
 */
export function newBeneficiaryRequest(
  values: BeneficiaryFormValues,
  context: BeneficiaryContext,
): NewBeneficiaryRequest {
  const { user, corridor, delivery } = context;
  const mobile = withPlus(values.mobile);
  const first = values.first_name.trim();
  const middle = values.middle_name.trim();
  const last = values.last_name.trim();
  const remitter = user.remitter_id ?? '';
  const body: NewBeneficiaryRequest = {
    linked_member_id: remitter,
    remitter_id: remitter,
    telephone: mobile,
    mobile,
    fname: first,
    firstname: first,
    mname: middle,
    lname: last,
    lastname: last,
    id_issue_country: corridor.name,
    country: corridor.name,
    id_type: 'NATIONALID',
    sex: values.gender || 'M',
    session_id: user.session_id ?? '',
  };
  const idNumber = values.id_number.trim();
  if (idNumber) body.id_number = idNumber;
  const email = values.email.trim();
  if (email) body.email = email;
  if (delivery === 'bank') {
    body.account_number = values.account_number.trim();
    body.bank_name = context.bankName ?? '';
    body.bank_branch = values.bank_code.trim();
  }
  return body;
}
