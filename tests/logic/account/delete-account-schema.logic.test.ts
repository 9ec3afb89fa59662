import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  DELETE_ACCOUNT_MESSAGES as M,
  DELETE_REQUEST_DELAY_MS,
  deleteAccountSchema,
  type DeleteAccountValues,
} from '@/features/account/model/delete-account-schema.ts';

const valid: DeleteAccountValues = { method: 'email', email: 'rudo@example.com', mobile: '', confirm: true };

/** Each field's first message, as the form shows them. */
function errorsOf(values: Partial<DeleteAccountValues>): Record<string, string> {
  try {
    deleteAccountSchema.validateSync({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) found[inner.path ?? ''] ??= inner.message;
    return found;
  }
}

describe('delete account schema (spec doc 2 §5)', () => {
  const cases: [string, Partial<DeleteAccountValues>, Record<string, string>][] = [
    ['a valid email request', {}, {}],
    ['a valid mobile request', { method: 'mobile', email: '', mobile: '447700900004' }, {}],
    ['email empty', { email: '' }, { email: M.emailRequired }],
    ['email only spaces', { email: '   ' }, { email: M.emailRequired }],
    ['email without @', { email: 'rudo.example.com' }, { email: M.emailInvalid }],
    ['email without domain', { email: 'rudo@' }, { email: M.emailInvalid }],
    ['email without a dot in the domain', { email: 'rudo@example' }, { email: M.emailInvalid }],
    ['email with a space', { email: 'ru do@example.com' }, { email: M.emailInvalid }],
    ['email with spaces around is fine', { email: '  rudo@example.com ' }, {}],
    ['mobile chosen and empty', { method: 'mobile', mobile: '' }, { mobile: M.mobileRequired }],
    ['mobile chosen and only spaces', { method: 'mobile', mobile: '  ' }, { mobile: M.mobileRequired }],
    [
      'mobile chosen: the email is not checked',
      { method: 'mobile', email: 'not an email', mobile: '27821000002' },
      {},
    ],
    ['email chosen: the mobile is not checked', { mobile: '' }, {}],
    ['checkbox not ticked', { confirm: false }, { confirm: M.confirmRequired }],
    [
      'everything missing',
      { email: '', confirm: false },
      { email: M.emailRequired, confirm: M.confirmRequired },
    ],
  ];
  it.each(cases)('%s', (_name, values, expected) => {
    expect(errorsOf(values)).toEqual(expected);
  });

  it('has the spec messages, word for word', () => {
    expect(M).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      mobileRequired: 'Mobile number is required',
      confirmRequired: 'You must accept the terms',
    });
    expect(DELETE_REQUEST_DELAY_MS).toBe(1_500);
  });
});
