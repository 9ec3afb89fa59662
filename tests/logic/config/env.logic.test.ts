import { describe, expect, it } from 'vitest';
import { env } from '@/config/env.ts';
import { ENV_DEFAULTS, parseEnv } from '@/config/parse-env.ts';

describe('parseEnv', () => {
  it('uses the sandbox defaults on the same origin when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      baseUrls: { portal: '/api', identity: '/identity', payout: '/payout' },
      uiApiKey: 'sandbox-ui-key',
      versionPollMs: 120000,
      idleTimeoutMs: 900000,
      requestTimeoutMs: 30000,
      paymentPollMs: 5000,
      livenessOrigin: 'self',
      paymentOrigins: ['self'],
      payoutAuth: { scheme: 'bearer' },
    });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_PORTAL_API_URL: '  ', VITE_IDLE_TIMEOUT_MS: '' })).toMatchObject({
      baseUrls: { portal: '/api' },
      idleTimeoutMs: 900000,
    });
  });

  it('reads every variable', () => {
    const parsed = parseEnv({
      VITE_PORTAL_API_URL: 'https://portal.example.com/v1/',
      VITE_IDENTITY_API_URL: 'http://localhost:9000',
      VITE_PAYOUT_API_URL: '/partner',
      VITE_UI_API_KEY: 'key-123',
      VITE_VERSION_POLL_MS: '60000',
      VITE_IDLE_TIMEOUT_MS: '1000',
      VITE_REQUEST_TIMEOUT_MS: '5000',
      VITE_PAYMENT_POLL_MS: '2000',
      VITE_LIVENESS_ORIGIN: 'https://liveness.example.com/',
      VITE_PAYMENT_ORIGINS: 'self, https://pay.example.com/,http://localhost:8080',
      VITE_PAYOUT_AUTH: 'basic',
      VITE_PAYOUT_BASIC_CREDENTIAL: 'partner:pass:word',
    });
    expect(parsed).toEqual({
      baseUrls: {
        portal: 'https://portal.example.com/v1',
        identity: 'http://localhost:9000',
        payout: '/partner',
      },
      uiApiKey: 'key-123',
      versionPollMs: 60000,
      idleTimeoutMs: 1000,
      requestTimeoutMs: 5000,
      paymentPollMs: 2000,
      livenessOrigin: 'https://liveness.example.com',
      paymentOrigins: ['self', 'https://pay.example.com', 'http://localhost:8080'],
      payoutAuth: { scheme: 'basic', credential: 'partner:pass:word' },
    });
  });

  it.each([
    'liveness.example.com',
    'ftp://liveness.example.com',
    'https://liveness.example.com/check',
    'https://liveness.example.com?x=1',
    'https://user:pw@liveness.example.com',
    "'self'",
  ])('rejects VITE_LIVENESS_ORIGIN=%s: only self or an http(s) origin is framed', (value) => {
    expect(() => parseEnv({ VITE_LIVENESS_ORIGIN: value })).toThrow(
      `Invalid configuration: VITE_LIVENESS_ORIGIN=${JSON.stringify(value)} must be 'self' or an http(s) origin such as https://liveness.example.com.`,
    );
  });

  it.each([
    'pay.example.com',
    'http://pay.example.com',
    'ftp://pay.example.com',
    'https://pay.example.com/pay',
    'https://pay.example.com?x=1',
    'https://user:pw@pay.example.com',
    'self,',
    'self,,https://pay.example.com',
    "'self'",
  ])(
    'rejects VITE_PAYMENT_ORIGINS=%s: only self and https origins (http on localhost) are paid on',
    (value) => {
      expect(() => parseEnv({ VITE_PAYMENT_ORIGINS: value })).toThrow(
        `Invalid configuration: VITE_PAYMENT_ORIGINS=${JSON.stringify(value)} must be a comma-separated list of 'self' and https origins (http only on localhost), such as self,https://pay.example.com.`,
      );
    },
  );

  it.each([
    ['VITE_PORTAL_API_URL', 'api'],
    ['VITE_PORTAL_API_URL', 'ftp://files.example.com'],
    ['VITE_IDENTITY_API_URL', '//identity.example.com'],
    ['VITE_PAYOUT_API_URL', 'http//broken'],
  ])('rejects %s=%s as a URL', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      `Invalid configuration: ${name}=${JSON.stringify(value)} must be an absolute http(s) URL or a path starting with '/'.`,
    );
  });

  it.each([
    ['VITE_VERSION_POLL_MS', '0'],
    ['VITE_VERSION_POLL_MS', '-5'],
    ['VITE_IDLE_TIMEOUT_MS', '1.5'],
    ['VITE_IDLE_TIMEOUT_MS', '15 minutes'],
    ['VITE_REQUEST_TIMEOUT_MS', '1e4'],
    ['VITE_REQUEST_TIMEOUT_MS', '99999999999999999999'],
    ['VITE_PAYMENT_POLL_MS', '0'],
  ])('rejects %s=%s as a duration', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      `Invalid configuration: ${name}=${JSON.stringify(value)} must be a positive whole number of milliseconds.`,
    );
  });

  it.each([
    [{ VITE_PAYOUT_AUTH: 'Bearer' }, { scheme: 'bearer' }],
    [
      { VITE_PAYOUT_AUTH: 'basic', VITE_PAYOUT_BASIC_CREDENTIAL: 'a:b' },
      { scheme: 'basic', credential: 'a:b' },
    ],
    [
      { VITE_PAYOUT_AUTH: 'basic' },
      "VITE_PAYOUT_AUTH=basic needs VITE_PAYOUT_BASIC_CREDENTIAL as 'user:password'.",
    ],
    [
      { VITE_PAYOUT_AUTH: 'basic', VITE_PAYOUT_BASIC_CREDENTIAL: 'no-colon' },
      'needs VITE_PAYOUT_BASIC_CREDENTIAL',
    ],
    [
      { VITE_PAYOUT_AUTH: 'basic', VITE_PAYOUT_BASIC_CREDENTIAL: ':password' },
      'needs VITE_PAYOUT_BASIC_CREDENTIAL',
    ],
    [{ VITE_PAYOUT_AUTH: 'digest' }, `VITE_PAYOUT_AUTH="digest" must be 'bearer' or 'basic'.`],
  ])('payout auth from %j: %j', (raw, expected) => {
    if (typeof expected === 'string') expect(() => parseEnv(raw)).toThrow(expected);
    else expect(parseEnv(raw).payoutAuth).toEqual(expected);
  });

  it('has a default for every variable', () => {
    expect(Object.keys(ENV_DEFAULTS).sort()).toEqual([
      'VITE_IDENTITY_API_URL',
      'VITE_IDLE_TIMEOUT_MS',
      'VITE_LIVENESS_ORIGIN',
      'VITE_PAYMENT_ORIGINS',
      'VITE_PAYMENT_POLL_MS',
      'VITE_PAYOUT_API_URL',
      'VITE_PAYOUT_AUTH',
      'VITE_PAYOUT_BASIC_CREDENTIAL',
      'VITE_PORTAL_API_URL',
      'VITE_REQUEST_TIMEOUT_MS',
      'VITE_UI_API_KEY',
      'VITE_VERSION_POLL_MS',
    ]);
  });
});

describe('env', () => {
  it("is what the build parsed (the defaults, with the tests' payment origins)", () => {
    expect(env).toEqual(parseEnv({ VITE_PAYMENT_ORIGINS: 'self,http://localhost' }));
  });
});
