import { describe, expect, it } from 'vitest';
import { linkPageState, remitterIdFromLink, type LinkPageState } from '@/features/kyc/model/link-page.ts';
import { rateLimitOf } from '@/features/kyc/model/rate-limit.ts';
import { ApiError } from '@/lib/api-error.ts';
import type { CallState } from '@/lib/use-call.ts';

describe("the link's remitter id", () => {
  it.each<[string | undefined, string, string | undefined]>([
    ['R200002', '', 'R200002'],
    [undefined, '?remitter_id=R200002', 'R200002'],
    [undefined, 'remitter_id=R200002', 'R200002'],
    [undefined, '?remitterId=R200002', 'R200002'],
    ['R200002', '?remitter_id=R999999', 'R200002'],
    ['%20R200002%20', '', 'R200002'],
    [undefined, '?remitter_id=%20R200002', 'R200002'],
    [undefined, '', undefined],
    [undefined, '?remitter_id=', undefined],
    [undefined, '?remitter_id=%20%20', undefined],
    ['R2000<script>', '', undefined],
    ['R 200002', '', undefined],
    ['%E0%A4%A', '', undefined],
    ['x'.repeat(65), '', undefined],
  ])('path %j, query %j -> %j', (path, search, id) => {
    expect(remitterIdFromLink(path, search)).toBe(id);
  });
});

describe('the link page states', () => {
  const failed = new ApiError('http', { httpStatus: 500, body: { success: false, message: 'Down' } });
  const limited = new ApiError('http', { httpStatus: 429, body: { wait_time_minutes: 3 } });
  const limit = rateLimitOf(limited)!;
  const call = (state: Partial<CallState<string>>): CallState<string> => ({
    data: undefined,
    loading: false,
    error: undefined,
    ...state,
  });

  it.each<[string, Parameters<typeof linkPageState>[0], LinkPageState]>([
    [
      'no remitter id: Invalid Link',
      { remitterId: undefined, call: call({}), rateLimit: undefined },
      { kind: 'invalid' },
    ],
    ['before the request', { remitterId: 'R1', call: call({}), rateLimit: undefined }, { kind: 'loading' }],
    [
      'requesting',
      { remitterId: 'R1', call: call({ loading: true }), rateLimit: undefined },
      { kind: 'loading' },
    ],
    [
      'retrying after a failure',
      {
        remitterId: 'R1',
        call: call({ loading: true, error: undefined }),
        rateLimit: undefined,
      },
      { kind: 'loading' },
    ],
    [
      'failed: Try Again',
      { remitterId: 'R1', call: call({ error: failed }), rateLimit: undefined },
      { kind: 'error', error: failed },
    ],
    [
      'rate-limited: the limit, for the page to say so (and offer no retry)',
      { remitterId: 'R1', call: call({ error: limited }), rateLimit: limit },
      { kind: 'error', error: limited, rateLimit: limit },
    ],
    [
      'the liveness page',
      {
        remitterId: 'R1',
        call: call({ data: 'http://localhost/identity/liveness/t' }),
        rateLimit: undefined,
      },
      { kind: 'ready', url: 'http://localhost/identity/liveness/t' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(linkPageState(input)).toEqual(expected);
  });
});
