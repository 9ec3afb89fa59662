import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { CHARGES_FAILED, chargesErrorMessages } from '@/remittance/api/get-charges.ts';

describe('charges failure texts (spec §8)', () => {
  it.each([
    ['no body: the fallback', new ApiError('http', { httpStatus: 500, body: null }), [CHARGES_FAILED]],
    ['an empty object: the fallback', new ApiError('http', { httpStatus: 500, body: {} }), [CHARGES_FAILED]],
    [
      'FAIL without a message: the fallback',
      new ApiError('status', { httpStatus: 200, body: { status: 'FAIL', result: {} } }),
      [CHARGES_FAILED],
    ],
    [
      "the server's message",
      new ApiError('http', {
        httpStatus: 422,
        body: { status: 'FAIL', result: { message: 'Under review.' } },
      }),
      ['Under review.'],
    ],
    [
      "the server's error items (a limit refused)",
      new ApiError('http', {
        httpStatus: 422,
        body: {
          status: 'FAIL',
          result: { errors: [{ field: 'amount_to_receive', error: 'Above your limit.' }] },
        },
      }),
      ['Above your limit.'],
    ],
    [
      'error items without text: the fallback',
      new ApiError('http', {
        httpStatus: 422,
        body: { status: 'FAIL', result: { errors: [{ field: 'x' }] } },
      }),
      [CHARGES_FAILED],
    ],
    ['no response at all', new ApiError('network'), ['An Error occured. Please try again.']],
    ['not an ApiError', new Error('boom'), [CHARGES_FAILED]],
  ])('%s', (_name, error, messages) => {
    expect(chargesErrorMessages(error)).toEqual(messages);
  });

  it('is worded as the spec says', () => {
    expect(CHARGES_FAILED).toBe('Failed to get transaction charges');
  });
});
