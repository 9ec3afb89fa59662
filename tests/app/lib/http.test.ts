import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Envelope, Transaction, UiOptions } from '@/api/contract.ts';
import { ApiError, NO_BODY_MESSAGE, NO_RESPONSE_MESSAGE } from '@/lib/api-error.ts';
import { api, createClient, setUnauthorizedHandler, type ClientOptions } from '@/lib/http.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A client whose fetch records each request and answers with `answer`. */
function setup(
  answer: () => Response | Promise<Response> = () => json({ status: 'SUCCESS', result: {} }),
  overrides: Partial<ClientOptions> = {},
) {
  const sent: Sent[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    });
    return answer();
  });
  const client = createClient({
    fetch,
    baseUrls: { portal: '/api', identity: 'https://id.example.com', payout: '/payout' },
    apiKey: 'ui-key',
    timeoutMs: 1000,
    getToken: () => 'tok',
    onUnauthorized,
    ...overrides,
  });
  return { client, sent, onUnauthorized, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
  setUnauthorizedHandler(() => {});
});

describe('requests', () => {
  it('builds the URL from the base, the path parameters and the query', async () => {
    const { client, sent } = setup(() => json({}));
    await client.call('portal', 'GET /remitter/transactions/:id', { params: { id: 'TR/1' } });
    await client.call('identity', 'GET /api/kyc/verification/:remitterId', { params: { remitterId: 'R1' } });
    await client.call('payout', 'POST /terrapay/verify/mobile', { query: { bvn: 'b', mobile: '+263771' } });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/remitter/transactions/TR%2F1',
      'GET https://id.example.com/api/kyc/verification/R1',
      'POST /payout/terrapay/verify/mobile?bvn=b&mobile=%2B263771',
    ]);
  });

  it('sends the bearer token on protected portal and payout calls only', async () => {
    const { client, sent } = setup(() =>
      json({ status: 'SUCCESS', message: 'ok', verify: true, data: { data: [] } }),
    );
    await client.call('portal', 'GET /remitter/profile');
    await client.call('payout', 'GET /terrapay/options/corridors');
    await client.call('portal', 'POST /otp', { body: { mobile: '447700900123' } });
    await client.call('portal', 'POST /remitter/auth/login', {
      body: { type: 'email', email: 'a@example.com', password: 'x' },
    });
    await client.call('identity', 'POST /api/kyc/request-verification', { body: { remitterId: 'R1' } });
    expect(sent.map((s) => s.headers.Authorization)).toEqual([
      'Bearer tok',
      'Bearer tok',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sends no Authorization header when signed out', async () => {
    const { client, sent } = setup(() => json({}), { getToken: () => null });
    await client.call('portal', 'GET /remitter/profile');
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('sends the API key on the UI-options call only', async () => {
    const { client, sent } = setup(() => json({}));
    await client.call('portal', 'GET /remitter/ui');
    await client.call('portal', 'GET /remitter/limits');
    expect(sent[0]?.headers['X-API-Key']).toBe('ui-key');
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
    expect(sent[1]?.headers).not.toHaveProperty('X-API-Key');
  });

  it('sends JSON by default', async () => {
    const { client, sent } = setup();
    await client.call('portal', 'POST /otp', { body: { mobile: '447700900123' } });
    expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    expect(sent[0]?.body).toBe('{"mobile":"447700900123"}');
  });

  it('sends multipart when asked, or when given a FormData', async () => {
    const { client, sent } = setup();
    const scan = new File(['x'], 'id.png');
    await client.call('portal', 'POST /remitter/profile/update', {
      body: { city: 'Leeds', id1_scan2: scan, state: undefined },
      form: true,
    });
    const given = new FormData();
    await client.call('portal', 'POST /remitter/profile/upgrade', { body: given });
    const first = sent[0]?.body as FormData;
    expect(first).toBeInstanceOf(FormData);
    expect([...first.keys()]).toEqual(['city', 'id1_scan2']);
    expect(sent[0]?.headers).not.toHaveProperty('Content-Type');
    expect(sent[1]?.body).toBe(given);
  });
});

describe('answers', () => {
  it('resolves with the parsed JSON, typed by the contract', async () => {
    const body = { status: 'SUCCESS', result: { trans_ref: 'TR1' } };
    const { client } = setup(() => json(body));
    const answer = await client.call('portal', 'GET /remitter/transactions/:id', { params: { id: 'TR1' } });
    expect(answer).toEqual(body);
    expectTypeOf(answer).toEqualTypeOf<Envelope<Transaction>>();
    expectTypeOf(client.call<'portal', 'GET /remitter/ui'>).returns.resolves.toEqualTypeOf<UiOptions>();
  });

  it.each<[string, () => Response, Partial<ApiError>]>([
    [
      'a non-2xx with result.errors',
      () => json({ status: 'FAIL', result: { errors: [{ field: 'email', error: 'Taken' }] } }, 422),
      { kind: 'http', httpStatus: 422, messages: ['Taken'], fieldErrors: { email: 'Taken' } },
    ],
    [
      'a non-2xx without a body',
      () => new Response(null, { status: 500 }),
      { kind: 'http', httpStatus: 500, messages: [NO_BODY_MESSAGE], body: undefined },
    ],
    [
      'a non-2xx with an HTML body',
      () => new Response('<h1>Bad Gateway</h1>', { status: 502 }),
      { kind: 'http', httpStatus: 502, messages: [NO_BODY_MESSAGE] },
    ],
    [
      'a 200 with status FAIL (confirm)',
      () => json({ status: 'FAIL', result: { errors: [{ field: 'x', message: 'Expired' }] } }),
      { kind: 'status', httpStatus: 200, messages: ['Expired'] },
    ],
    [
      'a 200 with status Error (partner)',
      () => json({ status: 'Error', message: 'Unknown wallet' }),
      { kind: 'status', serverMessage: 'Unknown wallet' },
    ],
    [
      'a 200 with success false',
      () => json({ success: false, message: 'No' }),
      { kind: 'status', serverMessage: 'No' },
    ],
    [
      'a 200 that is not JSON',
      () => new Response('ok', { status: 200 }),
      { kind: 'status', messages: [NO_BODY_MESSAGE] },
    ],
  ])('rejects %s', async (_label, answer, expected) => {
    const { client } = setup(answer);
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it('treats partner error fields as a failure on payout calls', async () => {
    const { client } = setup(() =>
      json({ status: 'Success', errorCode: '3001', errorDescription: 'Invalid bank' }),
    );
    const error = await client
      .call('payout', 'POST /terrapay/verify/bank', {
        query: { bvn: 'b', bankname: 'B', bankCode: 'C', country: 'ZW', accountId: '1' },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'status', messages: ['Success', '3001', 'Invalid bank'] });
  });

  it('logs out on a 401 to a protected call', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ status: 'FAIL', result: { message: 'Unauthenticated.' } }, 401),
    );
    await expect(client.call('portal', 'GET /remitter/profile')).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 401,
      messages: ['Unauthenticated.'],
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out on a 401 to a protected call made without a token (session gone)', async () => {
    const { client, onUnauthorized } = setup(
      () => json({ status: 'FAIL', result: { message: 'Unauthenticated.' } }, 401),
      {
        getToken: () => null,
      },
    );
    await expect(client.call('payout', 'GET /terrapay/options/corridors')).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 401 to a public call (wrong password) or an identity call', async () => {
    const { client, onUnauthorized } = setup(() =>
      json({ status: 'FAIL', result: { message: 'Wrong password.' } }, 401),
    );
    await expect(
      client.call('portal', 'POST /remitter/auth/login', {
        body: { type: 'email', email: 'a@example.com', password: 'x' },
      }),
    ).rejects.toMatchObject({ httpStatus: 401 });
    await expect(
      client.call('identity', 'GET /api/kyc/verification/:remitterId', { params: { remitterId: 'R1' } }),
    ).rejects.toMatchObject({ httpStatus: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('no answer', () => {
  it('turns a failed fetch into a network error', async () => {
    const cause = new TypeError('Failed to fetch');
    const { client } = setup(() => Promise.reject(cause));
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', messages: [NO_RESPONSE_MESSAGE], cause });
  });

  it('times out a call that takes too long, even when fetch ignores the signal', async () => {
    const { client, fetch } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 20 });
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout', messages: [NO_RESPONSE_MESSAGE] });
    expect((fetch.mock.calls[0]?.[1]?.signal as AbortSignal).aborted).toBe(true);
  });

  it('rejects with the abort reason (not an ApiError) when the caller aborts', async () => {
    const { client } = setup(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client.call('portal', 'GET /remitter/profile', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('the default client', () => {
  it('reads the token from the access cookie and calls the app-set 401 handler', async () => {
    const fetch = vi.fn(async () => json({ status: 'FAIL', result: { message: 'Unauthenticated.' } }, 401));
    vi.stubGlobal('fetch', fetch);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    setAccessToken('cookie-token');
    await expect(api.call('portal', 'GET /remitter/profile')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledWith(
      '/api/remitter/profile',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer cookie-token' }) }),
    );
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('types', () => {
  it('requires path parameters and bodies the contract names', () => {
    const { client } = setup();
    const check = () => {
      // @ts-expect-error the id parameter is required
      void client.call('portal', 'GET /remitter/transactions/:id');
      // @ts-expect-error the body is required
      void client.call('portal', 'POST /otp');
      // @ts-expect-error the body must match the contract
      void client.call('portal', 'POST /otp', { body: { phone: '1' } });
      // @ts-expect-error not a call of this service
      void client.call('identity', 'GET /remitter/profile');
    };
    expect(check).toBeTypeOf('function');
  });
});
