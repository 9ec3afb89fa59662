import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { UnreadableAnswer, answerOfError, readText, settle } from '@/features/payments/model/answer.ts';

const FALLBACK = 'Transaction confirmation failed. Please try again.';

describe('answerOfError: failed only when the server said so', () => {
  it.each<[string, unknown, 'failed' | 'unclear']>([
    [
      'status FAIL with result.errors',
      new ApiError('status', {
        httpStatus: 200,
        body: { status: 'FAIL', result: { errors: [{ error: 'No.' }] } },
      }),
      'failed',
    ],
    [
      'status FAIL with a message',
      new ApiError('status', { httpStatus: 200, body: { status: 'FAIL', result: { message: 'No.' } } }),
      'failed',
    ],
    [
      'HTTP 422 with field errors',
      new ApiError('http', { httpStatus: 422, body: { result: { errors: [] } } }),
      'failed',
    ],
    ['HTTP 404 without a body', new ApiError('http', { httpStatus: 404 }), 'failed'],
    ['HTTP 429', new ApiError('http', { httpStatus: 429, body: { message: 'Slow down' } }), 'failed'],
    [
      'HTTP 500 (maybe after the work)',
      new ApiError('http', { httpStatus: 500, body: { status: 'FAIL' } }),
      'unclear',
    ],
    ['HTTP 502 without a body', new ApiError('http', { httpStatus: 502 }), 'unclear'],
    ['a 2xx whose body is not JSON', new ApiError('status', { httpStatus: 200, body: undefined }), 'unclear'],
    ['no answer (the connection dropped)', new ApiError('network'), 'unclear'],
    ['too slow', new ApiError('timeout'), 'unclear'],
    ['anything else thrown', new TypeError('x.trim is not a function'), 'unclear'],
  ])('%s: %s', (_name, error, kind) => {
    expect(answerOfError(error, FALLBACK).kind).toBe(kind);
  });
});

describe('settle: a call made and its answer read', () => {
  it('done with what the reader read', async () => {
    expect(
      await settle(
        async () => ({ ref: 7 }),
        (a) => readText(a.ref),
        FALLBACK,
      ),
    ).toEqual({
      kind: 'done',
      value: '7',
    });
  });

  it('a 2xx the reader cannot read is unclear, never failed', async () => {
    const answer = await settle(
      async () => ({ reference_number: 7 }) as unknown as { reference_number: string },
      // What the old confirm did: a string method on a number.
      (a) => a.reference_number.trim(),
      FALLBACK,
    );
    expect(answer).toEqual({ kind: 'unclear', messages: [FALLBACK] });
  });

  it('a reader that refuses the body is unclear', async () => {
    const answer = await settle(
      async () => ({}),
      () => {
        throw new UnreadableAnswer('no result');
      },
      FALLBACK,
    );
    expect(answer.kind).toBe('unclear');
  });

  it('a refusal is failed with the server’s messages', async () => {
    const answer = await settle(
      async () => {
        throw new ApiError('status', {
          httpStatus: 200,
          body: { status: 'FAIL', result: { message: 'Compliance hold.' } },
        });
      },
      () => 'never',
      FALLBACK,
    );
    expect(answer).toEqual({ kind: 'failed', messages: ['Compliance hold.'] });
  });
});

describe('readText: a text field sent as a string or a number', () => {
  it.each<[unknown, string | undefined]>([
    ['ZW1001', 'ZW1001'],
    ['  ZW1001 ', 'ZW1001'],
    [1001, '1001'],
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [{ ref: 'x' }, undefined],
  ])('%j: %j', (value, text) => {
    expect(readText(value)).toBe(text);
  });
});
