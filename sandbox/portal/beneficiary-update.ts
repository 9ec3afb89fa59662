import type { ApiErrorItem, UpdateBeneficiaryRequest } from '../../src/api/contract.ts';
import type { Db } from '../db/connection.ts';
import { digitsOf, text } from '../lib/body.ts';
import { Problems } from '../lib/responses.ts';
import { saveBeneficiary, type StoredBeneficiary } from '../lib/beneficiaries-store.ts';
import { corridorByName } from '../data/corridors.ts';
import { isBlank } from '../rules/money.ts';
import { isDigits, nameProblem } from '../rules/names.ts';
import { MAX_BENEFICIARY_EDIT, withinEditLimit } from '../rules/edit-distance.ts';

export type UpdateBody = Partial<UpdateBeneficiaryRequest> & {
  fname?: string;
  mname?: string;
  lname?: string;
};

type Editable = 'fname' | 'mname' | 'lname' | 'bank_name' | 'bank_code' | 'account_number';

/** Editable fields: the request field, its other spelling, the stored field and the words for messages. */
const EDITABLE: { field: keyof UpdateBody; alias?: keyof UpdateBody; stored: Editable; label: string }[] = [
  { field: 'first_name', alias: 'fname', stored: 'fname', label: 'first name' },
  { field: 'middle_name', alias: 'mname', stored: 'mname', label: 'middle name' },
  { field: 'last_name', alias: 'lname', stored: 'lname', label: 'last name' },
  { field: 'bank_name', stored: 'bank_name', label: 'bank name' },
  { field: 'bank_code', stored: 'bank_code', label: 'bank code' },
  { field: 'account_number', stored: 'account_number', label: 'account number' },
];

/**
 * Applies an update: mobile, country and telephone cannot change; names stay letters and spaces
 * of at least 2 characters; each editable field may differ from the saved value by an edit
 * distance of at most 2; the account number stays digits. Saves and returns the beneficiary,
 * or the field errors.
 */
export function applyBeneficiaryUpdate(
  db: Db,
  stored: StoredBeneficiary,
  body: UpdateBody,
): { saved: StoredBeneficiary } | { errors: ApiErrorItem[] } {
  const problems = new Problems();
  const mobile = digitsOf(body.mobile);
  problems.check(mobile !== '', 'mobile', 'The mobile field is required.');
  problems.check(
    !mobile || mobile === digitsOf(stored.mobile),
    'mobile',
    'The mobile number cannot be changed.',
  );
  if (!isBlank(body.country)) {
    const corridor = corridorByName(text(body.country));
    problems.check(corridor?.code === stored.country_code, 'country', 'The country cannot be changed.');
  }
  if (!isBlank(body.telephone)) {
    problems.check(
      digitsOf(body.telephone) === digitsOf(stored.telephone ?? stored.mobile),
      'telephone',
      'The telephone number cannot be changed.',
    );
  }

  const next: StoredBeneficiary = { ...stored };
  for (const { field, alias, stored: key, label } of EDITABLE) {
    const raw = isBlank(body[field]) && alias && !isBlank(body[alias]) ? body[alias] : body[field];
    const required = key === 'fname' || key === 'lname';
    if (raw === undefined || raw === null) {
      problems.check(!required, field, `The ${label} field is required.`);
      continue;
    }
    const value = text(raw);
    const original = stored[key] ?? '';
    problems.check(!required || value !== '', field, `The ${label} field is required.`);
    if (value && (key === 'fname' || key === 'mname' || key === 'lname')) {
      const problem = nameProblem(value, label);
      problems.check(problem === null, field, problem ?? '');
    }
    if (key === 'account_number') {
      problems.check(!value || isDigits(value), field, 'The account number may only contain digits.');
    }
    problems.check(
      withinEditLimit(original, value),
      field,
      `The ${label} may differ from the saved one by at most ${MAX_BENEFICIARY_EDIT} characters.`,
    );
    next[key] = value;
  }
  if (problems.any) return { errors: problems.items };
  if (next.bank_code !== undefined) next.bank_branch = next.bank_code;
  return { saved: saveBeneficiary(db, next) };
}
