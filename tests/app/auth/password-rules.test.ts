import { describe, expect, it } from 'vitest';
import { object, ValidationError } from 'yup';
import {
  confirmPasswordSchema,
  newPasswordSchema,
  requiredPassword,
  PASSWORD_NO_CAPITAL,
  PASSWORD_NO_DIGIT,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '@/features/auth/model/password.ts';

/** The first message the schema gives, or null when the value passes. */
function firstError(validate: () => unknown): string | null {
  try {
    validate();
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? null;
    throw error;
  }
}

describe('the new-password rule (spec §5), in order', () => {
  it.each([
    ['', PASSWORD_REQUIRED],
    ['Abcde1', PASSWORD_TOO_SHORT],
    ['Abcdef1', PASSWORD_TOO_SHORT],
    ['abcdefg1', PASSWORD_NO_CAPITAL],
    ['abcdefgh', PASSWORD_NO_CAPITAL],
    ['Abcdefgh', PASSWORD_NO_DIGIT],
    ['ABCDEFGH', PASSWORD_NO_DIGIT],
    ['Abcdefg1', null],
    ['Sandbox1', null],
    ['P4SSWORD', null],
  ])('%j -> %j', (password, message) => {
    expect(firstError(() => newPasswordSchema().validateSync(password))).toBe(message);
  });

  it('has the spec texts, character for character', () => {
    expect([PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, PASSWORD_NO_CAPITAL, PASSWORD_NO_DIGIT]).toEqual([
      'Password is required',
      'Invalid password. It should have more than 7 characters',
      'Invalid password, at least 1 capital letter expected',
      'Invalid password, at least 1 numeric value expected',
    ]);
  });
});

describe('the login password', () => {
  it.each([
    ['', PASSWORD_REQUIRED],
    ['x', null],
  ])('%j -> %j (only required)', (password, message) => {
    expect(firstError(() => requiredPassword().validateSync(password))).toBe(message);
  });
});

describe('the confirmation', () => {
  const schema = object({ password: newPasswordSchema(), confirm_password: confirmPasswordSchema() });
  const other = object({ new_password: newPasswordSchema(), confirm: confirmPasswordSchema('new_password') });

  it.each([
    ['Abcdefg1', 'Abcdefg1', null],
    ['Abcdefg1', 'Abcdefg2', PASSWORDS_DIFFER],
    ['Abcdefg1', '', PASSWORDS_DIFFER],
  ])('%j / %j -> %j', (password, confirm, message) => {
    expect(firstError(() => schema.validateSync({ password, confirm_password: confirm }))).toBe(message);
  });

  it('compares with the field it is given', () => {
    expect(
      firstError(() => other.validateSync({ new_password: 'Abcdefg1', confirm: 'Abcdefg1' })),
    ).toBeNull();
    expect(firstError(() => other.validateSync({ new_password: 'Abcdefg1', confirm: 'x' }))).toBe(
      'Both passwords need to be the same',
    );
  });
});
