import { describe, expect, it } from 'vitest';
import { ApiError, NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { splitServerErrors } from '@/lib/server-errors.ts';

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
