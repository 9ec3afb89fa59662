import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NO_BODY_MESSAGE,
  NO_RESPONSE_MESSAGE,
  errorMessages,
  errorText,
  fieldErrorsOf,
} from '@/lib/api-error.ts';

describe('the two generic texts', () => {
  it('are the catalogue texts', () => {
    expect(NO_BODY_MESSAGE).toBe('An Error occured. Please try again!');
    expect(NO_RESPONSE_MESSAGE).toBe('An Error occured. Please try again.');
  });
});

describe('errorMessages', () => {
  it.each<[string, unknown, string[]]>([
    [
      'result.errors items with error and field',
      {
        status: 'FAIL',
        result: {
          errors: [
            { field: 'email', error: 'Email taken' },
            { field: 'mobile', error: 'Bad mobile' },
          ],
        },
      },
      ['Email taken', 'Bad mobile'],
    ],
    ['result.errors as strings', { result: { errors: ['First', 'Second'] } }, ['First', 'Second']],
    [
      'result.errors items with message (confirm)',
      { status: 'FAIL', result: { errors: [{ field: 'amount', message: 'Too much' }] } },
      ['Too much'],
    ],
    ['result.errors as one item', { result: { errors: { error: 'Only one' } } }, ['Only one']],
    [
      'result.errors mixed, blanks and junk dropped',
      { result: { errors: ['', { error: '  ' }, { field: 'x' }, 42, null, 'Kept'] } },
      ['Kept'],
    ],
    [
      'result.errors wins over result.message',
      { result: { errors: [{ error: 'From errors' }], message: 'From message' } },
      ['From errors'],
    ],
    ['result.errors empty: nothing left', { status: 'FAIL', result: { errors: [] } }, [NO_BODY_MESSAGE]],
    [
      'result.message',
      { status: 'FAIL', result: { message: 'Invalid credentials.' } },
      ['Invalid credentials.'],
    ],
    ['result.message trimmed', { result: { message: '  Spaced  ' } }, ['Spaced']],
    ['result.message blank: nothing left', { status: 'FAIL', result: { message: ' ' } }, [NO_BODY_MESSAGE]],
    [
      'every string property (OTP shape)',
      { status: 'FAIL', message: 'The code is wrong.' },
      ['FAIL', 'The code is wrong.'],
    ],
    [
      'string lists flattened, other values skipped',
      { email: ['Required', 'Too short'], code: 42, ok: false, nested: { a: 'b' } },
      ['Required', 'Too short'],
    ],
    [
      'partner error fields',
      { status: 'Error', errorCode: 'E1', errorDescription: 'Unknown wallet' },
      ['Error', 'E1', 'Unknown wallet'],
    ],
    ['result without errors or message', { status: 'FAIL', result: { other: 'x' } }, ['FAIL']],
    ['an empty object', {}, [NO_BODY_MESSAGE]],
    ['an object of blanks', { message: '', detail: '   ' }, [NO_BODY_MESSAGE]],
    ['a list body', ['One', '', 'Two'], ['One', 'Two']],
    ['no body', undefined, [NO_BODY_MESSAGE]],
    ['null', null, [NO_BODY_MESSAGE]],
    ['a text body', 'Bad Gateway', [NO_BODY_MESSAGE]],
    ['a number', 500, [NO_BODY_MESSAGE]],
  ])('%s', (_label, body, expected) => {
    expect(errorMessages(body, true)).toEqual(expected);
  });

  it('gives the no-response text when nothing came back, whatever the body', () => {
    expect(errorMessages(undefined, false)).toEqual([NO_RESPONSE_MESSAGE]);
    expect(errorMessages({ result: { message: 'x' } }, false)).toEqual([NO_RESPONSE_MESSAGE]);
  });
});

describe('fieldErrorsOf', () => {
  it.each<[string, unknown, Record<string, string>]>([
    [
      'items with fields',
      { result: { errors: [{ field: 'email', error: 'Taken' }, { error: 'No field' }] } },
      { email: 'Taken' },
    ],
    [
      'message items (confirm)',
      { result: { errors: [{ field: 'trans_session_id', message: 'Expired' }] } },
      { trans_session_id: 'Expired' },
    ],
    [
      'first per field wins',
      {
        result: {
          errors: [
            { field: 'a', error: 'One' },
            { field: 'a', error: 'Two' },
          ],
        },
      },
      { a: 'One' },
    ],
    ['blank texts skipped', { result: { errors: [{ field: 'a', error: ' ' }] } }, {}],
    ['no errors', { result: { message: 'x' } }, {}],
    ['no body', undefined, {}],
  ])('%s', (_label, body, expected) => {
    expect(fieldErrorsOf(body)).toEqual(expected);
  });
});

describe('ApiError', () => {
  it('carries the messages, joined as its message, and field errors', () => {
    const body = {
      status: 'FAIL',
      result: { errors: [{ field: 'email', error: 'Taken' }, { error: 'Also bad' }] },
    };
    const error = new ApiError('http', { httpStatus: 422, body });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', httpStatus: 422, body });
    expect(error.messages).toEqual(['Taken', 'Also bad']);
    expect(error.message).toBe('Taken, Also bad');
    expect(error.fieldErrors).toEqual({ email: 'Taken' });
    expect(error.serverMessage).toBeUndefined();
  });

  it.each<[string, unknown, string | undefined]>([
    ['result.message', { result: { message: 'From result' }, message: 'Top' }, 'From result'],
    ['top-level message', { status: 'FAIL', message: 'Top' }, 'Top'],
    ['blank result.message falls to top-level', { result: { message: '' }, message: 'Top' }, 'Top'],
    ['none', { result: { errors: [{ error: 'x' }] } }, undefined],
  ])('serverMessage from %s', (_label, body, expected) => {
    expect(new ApiError('status', { httpStatus: 200, body }).serverMessage).toBe(expected);
  });

  it.each(['network', 'timeout'] as const)(
    'a %s error has the no-response text and keeps its cause',
    (kind) => {
      const cause = new TypeError('fetch failed');
      const error = new ApiError(kind, { cause });
      expect(error.messages).toEqual([NO_RESPONSE_MESSAGE]);
      expect(error.message).toBe(NO_RESPONSE_MESSAGE);
      expect(error.cause).toBe(cause);
      expect(error.fieldErrors).toEqual({});
    },
  );
});

describe('errorText', () => {
  const otpSend = { server: 'Failed to send OTP', network: 'Network error occurred. Please try again.' };

  it.each<[string, unknown, string]>([
    [
      'server message wins',
      new ApiError('http', { httpStatus: 429, body: { status: 'FAIL', message: 'Too many codes.' } }),
      'Too many codes.',
    ],
    [
      'no server message: the server fallback',
      new ApiError('http', { httpStatus: 500 }),
      'Failed to send OTP',
    ],
    [
      'errors but no message: the server fallback',
      new ApiError('http', { httpStatus: 422, body: { result: { errors: [{ error: 'x' }] } } }),
      'Failed to send OTP',
    ],
    ['network: the network fallback', new ApiError('network'), 'Network error occurred. Please try again.'],
    ['timeout: the network fallback', new ApiError('timeout'), 'Network error occurred. Please try again.'],
    ['not an ApiError: the server fallback', new Error('boom'), 'Failed to send OTP'],
  ])('with fallbacks: %s', (_label, error, expected) => {
    expect(errorText(error, otpSend)).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    [
      'server message',
      new ApiError('status', { body: { status: 'FAIL', result: { message: 'Declined' } } }),
      'Declined',
    ],
    ['generic messages joined', new ApiError('http', { body: { result: { errors: ['A', 'B'] } } }), 'A, B'],
    ['network', new ApiError('network'), NO_RESPONSE_MESSAGE],
    ['no body', new ApiError('http', { httpStatus: 502 }), NO_BODY_MESSAGE],
    ['not an ApiError', 'weird', NO_BODY_MESSAGE],
  ])('without fallbacks: %s', (_label, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });
});
