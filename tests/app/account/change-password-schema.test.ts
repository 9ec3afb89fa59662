import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  changePasswordSchema,
  type ChangePasswordValues,
} from '@/features/account/model/change-password-schema.ts';

const VALID: ChangePasswordValues = {
  current_password: 'Sandbox1',
  new_password: 'Changed22',
  confirm_password: 'Changed22',
};

function errorsOf(values: ChangePasswordValues): Record<string, string> {
  try {
    changePasswordSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const item of error.inner) out[item.path ?? ''] ??= item.message;
    return out;
  }
}

describe('change password (spec doc 2 §5)', () => {
  it.each<[string, Partial<ChangePasswordValues>, Record<string, string>]>([
    ['valid', {}, {}],
    ['the current password may be anything given', { current_password: 'x' }, {}],
    ['no current password', { current_password: '' }, { current_password: 'Password is required' }],
    ['no new password', { new_password: '', confirm_password: '' }, { new_password: 'Password is required' }],
    [
      'a short new password',
      { new_password: 'Abcdef1', confirm_password: 'Abcdef1' },
      { new_password: 'Invalid password. It should have more than 7 characters' },
    ],
    [
      'no capital letter',
      { new_password: 'abcdefg1', confirm_password: 'abcdefg1' },
      { new_password: 'Invalid password, at least 1 capital letter expected' },
    ],
    [
      'no digit',
      { new_password: 'Abcdefgh', confirm_password: 'Abcdefgh' },
      { new_password: 'Invalid password, at least 1 numeric value expected' },
    ],
    [
      'a different confirmation',
      { confirm_password: 'Changed23' },
      { confirm_password: 'Both passwords need to be the same' },
    ],
    ['no confirmation', { confirm_password: '' }, { confirm_password: 'Both passwords need to be the same' }],
  ])('%s', (_name, change, expected) => expect(errorsOf({ ...VALID, ...change })).toEqual(expected));
});
