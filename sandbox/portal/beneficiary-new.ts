import type { NewBeneficiaryRequest } from '../../src/api/contract.ts';
import type { UserRow } from '../lib/users.ts';
import type { Problems } from '../lib/responses.ts';
import type { NewBeneficiaryData } from '../lib/beneficiaries-store.ts';
import { digitsOf, text } from '../lib/body.ts';
import { checkOwnId } from '../lib/field-checks.ts';
import { corridorByName } from '../data/corridors.ts';
import { isBlank } from '../rules/money.ts';
import { isDigits, isEmail, nameProblem } from '../rules/names.ts';
import { mobileProblem } from '../rules/phone.ts';

export type NewBeneficiaryBody = NewBeneficiaryRequest & { bank_code?: string; gender?: string };

/** The first non-blank of several spellings of a field. */
function firstOf(body: Record<string, unknown>, names: string[]): { field: string; value: string } {
  for (const name of names) {
    if (!isBlank(body[name])) return { field: name, value: text(body[name]) };
  }
  return { field: names[0] ?? '', value: '' };
}

const CROSS_BORDER_MARKERS = [
  'fname',
  'firstname',
  'lname',
  'lastname',
  'linked_member_id',
  'telephone',
  'sex',
];

function readSex(value: string): 'M' | 'F' | null {
  const v = value.trim().toUpperCase();
  if (v === 'M' || v === 'MALE') return 'M';
  if (v === 'F' || v === 'FEMALE') return 'F';
  return null;
}

/**
 * A new beneficiary from either form. The Zimbabwe form: first_name, middle_name, last_name,
 * mobile (+263), save_to_favourites. The cross-border form: fname/firstname, mname,
 * lname/lastname, mobile or telephone, country by name, sex, id_number (required for Zimbabwe),
 * email, and account_number + bank_name + bank_branch (the bank code) for bank delivery.
 */
export function readNewBeneficiary(
  body: Partial<NewBeneficiaryBody>,
  user: UserRow,
  problems: Problems,
): NewBeneficiaryData | null {
  const fields: Record<string, unknown> = { ...body };
  const crossBorder = CROSS_BORDER_MARKERS.some((name) => !isBlank(fields[name]));

  const first = firstOf(fields, ['first_name', 'fname', 'firstname']);
  const middle = firstOf(fields, ['middle_name', 'mname']);
  const last = firstOf(fields, ['last_name', 'lname', 'lastname']);
  problems.check(first.value !== '', first.field, 'The first name field is required.');
  if (first.value)
    problems.check(
      nameProblem(first.value, 'first name') === null,
      first.field,
      nameProblem(first.value, 'first name') ?? '',
    );
  problems.check(last.value !== '', last.field, 'The last name field is required.');
  if (last.value)
    problems.check(
      nameProblem(last.value, 'last name') === null,
      last.field,
      nameProblem(last.value, 'last name') ?? '',
    );
  if (middle.value) {
    problems.check(
      nameProblem(middle.value, 'middle name') === null,
      middle.field,
      nameProblem(middle.value, 'middle name') ?? '',
    );
  }

  const countryText = text(body.country) || 'Zimbabwe';
  const corridor = corridorByName(countryText);
  problems.check(corridor !== undefined, 'country', 'The selected country is invalid.');
  if (corridor) {
    problems.check(
      corridor.terapay_wallet || corridor.terrapay_bank,
      'country',
      `No payout options are available for ${corridor.name}.`,
    );
  }

  const mobile = firstOf(fields, ['mobile', 'telephone']);
  const digits = digitsOf(mobile.value);
  problems.check(mobile.value !== '', 'mobile', 'The mobile field is required.');
  if (digits && corridor) {
    const problem = mobileProblem(corridor.code, digits, corridor.name);
    problems.check(problem === null, 'mobile', problem ?? '');
  }

  const idNumber = text(body.id_number);
  if (crossBorder && corridor?.code === 'ZW') {
    problems.check(
      idNumber !== '',
      'id_number',
      'The ID number field is required for Zimbabwe beneficiaries.',
    );
  }
  const sexText = text(body.sex) || text(body.gender);
  const sex = sexText ? readSex(sexText) : null;
  if (crossBorder) problems.check(sexText !== '', 'sex', 'The sex field is required.');
  problems.check(!sexText || sex !== null, 'sex', 'The sex must be M or F.');
  const email = text(body.email);
  problems.check(!email || isEmail(email), 'email', 'The email must be a valid email address.');

  const linked = text(body.linked_member_id) || text(body.remitter_id);
  checkOwnId(problems, 'linked_member_id', 'remitter id', linked, user.remitter_id);

  const accountNumber = text(body.account_number);
  const bankName = text(body.bank_name);
  const bankCode = text(body.bank_branch) || text(body.bank_code);
  const bank = accountNumber !== '' || bankName !== '' || bankCode !== '';
  if (corridor && bank) {
    problems.check(
      corridor.terrapay_bank,
      'account_number',
      `Bank payouts are not available for ${corridor.name}.`,
    );
    problems.check(accountNumber !== '', 'account_number', 'The account number field is required.');
    problems.check(
      !accountNumber || isDigits(accountNumber),
      'account_number',
      'The account number may only contain digits.',
    );
    problems.check(bankName !== '', 'bank_name', 'The bank name field is required.');
    problems.check(bankCode !== '', 'bank_branch', 'The bank field is required.');
  } else if (corridor && !corridor.terapay_wallet && corridor.terrapay_bank) {
    problems.check(
      false,
      'account_number',
      `${corridor.name} pays out to bank accounts only: the account number is required.`,
    );
  }

  if (problems.any || !corridor) return null;
  const data: NewBeneficiaryData = {
    fname: first.value,
    mname: middle.value,
    lname: last.value,
    mobile: `+${digits}`,
    telephone: `+${digits}`,
    country: corridor.name,
    country_code: corridor.code,
    delivery_option: bank ? 'bank' : 'wallet',
    save_to_favourites: body.save_to_favourites === true,
  };
  if (bank)
    Object.assign(data, {
      account_number: accountNumber,
      bank_name: bankName,
      bank_code: bankCode,
      bank_branch: bankCode,
    });
  if (idNumber) Object.assign(data, { id_number: idNumber, id_type: text(body.id_type) || 'NATIONALID' });
  if (email) data.email = email;
  if (sex) data.sex = sex;
  return data;
}
