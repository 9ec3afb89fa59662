import { describe, expect, it } from 'vitest';
import { ApiError, NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { sendOtpErrorText } from '@/features/auth/api/send-otp.ts';
import { loginCodeErrorText, verifyOtpErrorText } from '@/features/auth/api/verify-otp.ts';
import { splitServerErrors } from '@/features/auth/model/server-errors.ts';

const network = new ApiError('network');
const timeout = new ApiError('timeout');
const refused = new ApiError('http', {
  httpStatus: 422,
  body: { status: 'FAIL', verify: false, message: 'The code is wrong or has expired.' },
});
const bare500 = new ApiError('http', { httpStatus: 500, body: { status: 'FAIL' } });
const said500 = new ApiError('http', {
  httpStatus: 500,
  body: { status: 'FAIL', message: 'SMS gateway down' },
});
const notVerified = new ApiError('status', { httpStatus: 200, body: { status: 'SUCCESS', verify: false } });

describe('sending a code (spec §8: server message or the fallback)', () => {
  it.each([
    [said500, 'SMS gateway down'],
    [bare500, 'Failed to send OTP'],
    [network, 'Network error occurred. Please try again.'],
    [timeout, 'Network error occurred. Please try again.'],
  ])('%#', (error, text) => {
    expect(sendOtpErrorText(error)).toBe(text);
  });
});

describe('verifying a registration code', () => {
  it.each([
    [refused, 'The code is wrong or has expired.'],
    [bare500, 'OTP verification failed'],
    [network, 'Failed to verify OTP. Please try again.'],
  ])('%#', (error, text) => {
    expect(verifyOtpErrorText(error)).toBe(text);
  });
});

describe('verifying a login code', () => {
  it.each([
    [refused, 'Invalid OTP'],
    [notVerified, 'Invalid OTP'],
    [new ApiError('http', { httpStatus: 400, body: {} }), 'Invalid OTP'],
    [bare500, 'OTP verification failed'],
    [said500, 'SMS gateway down'],
    [network, 'Failed to verify OTP. Please try again.'],
  ])('%#', (error, text) => {
    expect(loginCodeErrorText(error)).toBe(text);
  });
});

describe('splitServerErrors: field errors onto the form, the rest to the banner', () => {
  const body = {
    status: 'FAIL',
    result: {
      errors: [
        { field: 'email', error: 'The email has already been taken.' },
        { field: 'token', error: 'This link has expired.' },
        { error: 'Something else.' },
      ],
    },
  };
  const error = new ApiError('http', { httpStatus: 422, body });

  it('keeps the form fields, sends the others to the banner', () => {
    expect(splitServerErrors(error, ['email', 'password'])).toEqual({
      fields: [['email', 'The email has already been taken.']],
      others: ['This link has expired.', 'Something else.'],
    });
  });

  it('sends a message without field errors to the banner', () => {
    const message = new ApiError('http', {
      httpStatus: 401,
      body: { status: 'FAIL', result: { message: 'No.' } },
    });
    expect(splitServerErrors(message, ['email'])).toEqual({ fields: [], others: ['No.'] });
  });

  it('gives the catalogue text for something that is not an ApiError', () => {
    expect(splitServerErrors(new Error('boom'), ['email'])).toEqual({
      fields: [],
      others: [NO_BODY_MESSAGE],
    });
  });
});
