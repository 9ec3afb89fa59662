import { describe, expect, it } from 'vitest';
import { identifierBody } from '@/features/auth/model/identifier.ts';
import { registrationBody, registrationMobile } from '@/features/auth/model/register-schema.ts';
import { isEmailAddress } from '@/features/auth/model/email.ts';

describe('identifierBody (login and forgot-password calls)', () => {
  it.each([
    [
      { type: 'email', email: ' a@b.co ', mobile: '+44 1' },
      { type: 'email', email: 'a@b.co' },
    ],
    [
      { type: 'mobile', email: 'a@b.co', mobile: '+44 7700 900001' },
      { type: 'mobile', mobile: '+447700900001' },
    ],
    [
      { type: 'mobile', email: '', mobile: '0027821000001' },
      { type: 'mobile', mobile: '+27821000001' },
    ],
  ] as const)('%j -> %j', (values, body) => {
    expect(identifierBody(values)).toEqual(body);
  });
});

describe('registrationBody (basic registration call)', () => {
  it('sends the full mobile with a leading +, the trimmed email and subscribe', () => {
    const values = {
      country: 'SA' as const,
      mobile: '082 123 4567',
      email: ' new@example.com ',
      password: 'Passw0rd',
      subscribe: true,
    };
    expect(registrationMobile(values)).toBe('27821234567');
    expect(registrationBody(values)).toEqual({
      country: 'SA',
      mobile: '+27821234567',
      email: 'new@example.com',
      password: 'Passw0rd',
      subscribe: true,
    });
  });
});

describe('isEmailAddress', () => {
  it.each([
    ['uk.sender@example.com', true],
    [' a@b.co ', true],
    ['a@b', false],
    ['a b@c.com', false],
    ['@example.com', false],
    ['plain', false],
    ['', false],
  ])('%j -> %s', (value, ok) => {
    expect(isEmailAddress(value)).toBe(ok);
  });
});
