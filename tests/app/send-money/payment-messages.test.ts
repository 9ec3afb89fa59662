import { describe, expect, it } from 'vitest';
import { ApiError, NO_BODY_MESSAGE, NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';
import { callErrorMessages, leadWith, outcomeUnknown } from '@/features/send-money/model/payment-messages.ts';

const fail = (result: unknown, status = 422) =>
  new ApiError('http', { httpStatus: status, body: { status: 'FAIL', result } });

describe("a failed call's messages (spec §8)", () => {
  it.each<[string, ApiError | Error, string[]]>([
    [
      'result.errors: each item',
      fail({ errors: [{ field: 'a', error: 'A bad' }, { error: 'B bad' }] }),
      ['A bad', 'B bad'],
    ],
    ['result.message', fail({ message: 'Refused.' }), ['Refused.']],
    ['neither: the fallback', fail({}), ['Failed to create transaction']],
    ['no body: the fallback', new ApiError('http', { httpStatus: 502 }), ['Failed to create transaction']],
    [
      'HTTP 200 with status FAIL',
      new ApiError('status', {
        httpStatus: 200,
        body: { status: 'FAIL', result: { errors: [{ error: 'Nope' }] } },
      }),
      ['Nope'],
    ],
    ['no answer: the catalogue text', new ApiError('network'), [NO_RESPONSE_MESSAGE]],
    ['not an API error: the fallback', new Error('bug'), ['Failed to create transaction']],
  ])('%s', (_name, error, expected) => {
    expect(callErrorMessages(error, 'Failed to create transaction')).toEqual(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['a network error', new ApiError('network'), true],
    ['a timeout', new ApiError('timeout'), true],
    ['a gateway error', new ApiError('http', { httpStatus: 502 }), true],
    ['a server error with a body', fail({ message: 'x' }, 500), true],
    ['a 200 without a body object', new ApiError('status', { httpStatus: 200 }), true],
    ['a refusal (422)', fail({ message: 'x' }), false],
    ['status FAIL', new ApiError('status', { httpStatus: 200, body: { status: 'FAIL', result: {} } }), false],
    ['not an API error', new Error('x'), false],
  ])('outcome unknown after %s: %s', (_name, error, expected) => {
    expect(outcomeUnknown(error)).toBe(expected);
  });

  it('leads with the step message; repeats and generic texts dropped', () => {
    expect(leadWith('Lead.', ['Lead.', NO_BODY_MESSAGE, 'Why.', NO_RESPONSE_MESSAGE, 'Why.'])).toEqual([
      'Lead.',
      'Why.',
    ]);
  });
});
