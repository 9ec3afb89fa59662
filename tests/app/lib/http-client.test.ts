import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { createClient, type ClientOptions, type HttpClient } from '@/lib/http.ts';
import { SERVICE_MOUNTS } from '@/api/contract.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';

const UK_SENDER = 'uk.sender@example.com';
const DEMO_PASSWORD = 'Sandbox1';
const MOBILE = '447700900123';

let fetch: typeof globalThis.fetch;
let token: string | null;
let onUnauthorized: Mock<() => void>;
let client: HttpClient;

function clientWith(overrides: Partial<ClientOptions> = {}): HttpClient {
  return createClient({
    fetch,
    baseUrls: SERVICE_MOUNTS,
    apiKey: 'sandbox-ui-key',
    timeoutMs: 2000,
    getToken: () => token,
    onUnauthorized,
    ...overrides,
  });
}

/** A sandbox-only control call. */
async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await fetch(`/__sandbox${path}`, init);
  return response.json();
}

async function signIn(): Promise<void> {
  const answer = await client.call('portal', 'POST /remitter/auth/login', {
    body: { type: 'email', email: UK_SENDER, password: DEMO_PASSWORD },
  });
  token = answer.result.token;
}

beforeEach(() => {
  fetch = sandboxFetch().fetch;
  token = null;
  onUnauthorized = vi.fn<() => void>();
  client = clientWith();
});

describe('the client against the sandbox', () => {
  it('reads the UI options with the API key', async () => {
    const options = await client.call('portal', 'GET /remitter/ui');
    expect(options).toMatchObject({ gender_types: expect.any(Array), limits: expect.any(Object) });
  });

  it('is refused the UI options with a wrong key, with the server message', async () => {
    const error = await clientWith({ apiKey: 'wrong-key' })
      .call('portal', 'GET /remitter/ui')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 401, messages: [expect.any(String)] });
    expect((error as ApiError).messages[0]).not.toBe(NO_BODY_MESSAGE);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends an OTP and verifies the code the sandbox sent', async () => {
    await expect(client.call('portal', 'POST /otp', { body: { mobile: MOBILE } })).resolves.toMatchObject({
      status: 'SUCCESS',
    });
    const { code } = (await admin('GET', `/otp?mobile=${MOBILE}`)) as { code: string };
    await expect(
      client.call('portal', 'POST /otp/verify', { body: { mobile: MOBILE, otp: code } }),
    ).resolves.toEqual({
      status: 'SUCCESS',
      verify: true,
      message: expect.any(String),
    });
  });

  it('rejects a wrong OTP with the server message, without logging out', async () => {
    await client.call('portal', 'POST /otp', { body: { mobile: MOBILE } });
    const error = await client
      .call('portal', 'POST /otp/verify', { body: { mobile: MOBILE, otp: '0000x' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 422, serverMessage: expect.any(String) });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs in and reads the profile with the token', async () => {
    await signIn();
    expect(token).toEqual(expect.any(String));
    const profile = await client.call('portal', 'GET /remitter/profile');
    expect(profile).toMatchObject({ status: 'SUCCESS', result: { email: UK_SENDER, country: 'UK' } });
  });

  it('calls onUnauthorized when a protected call is made without a token', async () => {
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('calls onUnauthorized when the token is not (or no longer) valid', async () => {
    token = 'not-a-real-token';
    await expect(client.call('portal', 'GET /remitter/limits')).rejects.toMatchObject({ httpStatus: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('each service and body kind', () => {
  beforeEach(signIn);

  it('reads the identity service without a token', async () => {
    const profile = await client.call('portal', 'GET /remitter/profile');
    const remitterId = profile.result.remitter_id ?? '';
    token = null;
    const answer = await client.call('identity', 'GET /api/kyc/verification/:remitterId', {
      params: { remitterId },
    });
    expect(answer).toMatchObject({
      success: true,
      data: { verification_summary: { remitter_id: remitterId } },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the payout partner with the token', async () => {
    const answer = await client.call('payout', 'GET /terrapay/options/corridors');
    expect(answer.data.data.length).toBeGreaterThan(0);
  });

  it('sends multipart forms and maps result.errors to field errors', async () => {
    const error = await client
      .call('portal', 'POST /remitter/profile/update', {
        body: {
          nationality: '',
          first_name: undefined,
          id1_scan2: new File(['x'], 'scan.png', { type: 'image/png' }),
        },
        form: true,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 422 });
    expect((error as ApiError).fieldErrors).toHaveProperty('nationality', expect.any(String));
    expect((error as ApiError).messages).toContain((error as ApiError).fieldErrors.nationality);
  });
});

describe('faults injected in the sandbox', () => {
  beforeEach(signIn);

  it('shows the result.errors of a failing call', async () => {
    await admin('POST', '/faults', {
      method: 'GET',
      path: '/api/remitter/profile',
      status: 500,
      body: { status: 'FAIL', result: { errors: [{ error: 'Boom' }] } },
      times: 1,
    });
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, messages: ['Boom'], message: 'Boom' });
    await expect(client.call('portal', 'GET /remitter/profile')).resolves.toMatchObject({
      status: 'SUCCESS',
    });
  });

  it('gives the no-body text for a failure without a body', async () => {
    await admin('POST', '/faults', { method: 'GET', path: '/api/remitter/profile', status: 500, times: 1 });
    const error = await client.call('portal', 'GET /remitter/profile').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 500, messages: [NO_BODY_MESSAGE] });
  });

  it('times out a call slower than the client allows', async () => {
    await admin('POST', '/faults', { method: 'GET', path: '/api/remitter/profile', delayMs: 300, times: 1 });
    const error = await clientWith({ timeoutMs: 50 })
      .call('portal', 'GET /remitter/profile')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
  });
});

describe('payout partner calls, authenticated as configured, against the sandbox configured the same way', () => {
  const CORRIDORS = 'GET /terrapay/options/corridors' as const;
  const CREDENTIAL = 'portal-partner:s3cret-ü';

  it("bearer (the default): the user's token through the portal host; none is refused and logs out", async () => {
    const bearerClient = clientWith({ payoutAuth: { scheme: 'bearer' } });
    const refused = await bearerClient.call('payout', CORRIDORS).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'http', httpStatus: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await signIn();
    const answer = await bearerClient.call('payout', CORRIDORS);
    expect(answer.data.data.length).toBeGreaterThan(0);
  });

  it("basic: the deployment's credential, needing no sign-in; a wrong one is refused without logging the user out", async () => {
    fetch = sandboxFetch({ payoutAuth: { scheme: 'basic', credential: CREDENTIAL } }).fetch;
    const answer = await clientWith({ payoutAuth: { scheme: 'basic', credential: CREDENTIAL } }).call(
      'payout',
      CORRIDORS,
    );
    expect(answer.data.data.length).toBeGreaterThan(0);

    const wrong = await clientWith({ payoutAuth: { scheme: 'basic', credential: 'portal-partner:guess' } })
      .call('payout', CORRIDORS)
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ kind: 'http', httpStatus: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("basic: the partner takes no bearer token, even a signed-in user's", async () => {
    fetch = sandboxFetch({ payoutAuth: { scheme: 'basic', credential: CREDENTIAL } }).fetch;
    client = clientWith();
    await signIn();
    const refused = await client.call('payout', CORRIDORS).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'http', httpStatus: 401 });
  });

  it('sends the header the configuration says, and only to the payout partner', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const recording: typeof globalThis.fetch = async (input, init) => {
      seen.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
      return new Response(JSON.stringify({ status: 'SUCCESS', data: { data: [] } }), { status: 200 });
    };
    token = 'user-token';
    const basic = createClient({
      fetch: recording,
      baseUrls: SERVICE_MOUNTS,
      apiKey: 'k',
      timeoutMs: 2000,
      getToken: () => token,
      onUnauthorized,
      payoutAuth: { scheme: 'basic', credential: CREDENTIAL },
    });
    await basic.call('payout', CORRIDORS);
    await basic.call('portal', 'GET /remitter/profile');
    expect(seen.map((call) => call.authorization)).toEqual([
      `Basic ${Buffer.from(CREDENTIAL, 'utf8').toString('base64')}`,
      'Bearer user-token',
    ]);
  });
});
