import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { sendOtpErrorText } from '@/features/auth/api/send-otp.ts';
import { loginCodeErrorText, verifyOtpErrorText } from '@/features/auth/api/verify-otp.ts';

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
