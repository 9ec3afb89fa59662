import { describe, expect, it } from 'vitest';
import { frameSrcSource, parseLivenessOrigin, resolveLivenessOrigin } from '@/config/liveness-origin.ts';
import { framableLivenessUrl } from '@/features/kyc/model/liveness-url.ts';

describe('the framed origin (VITE_LIVENESS_ORIGIN)', () => {
  it.each([
    ['', 'self', "'self'"],
    ['self', 'self', "'self'"],
    ['https://liveness.example.com', 'https://liveness.example.com', 'https://liveness.example.com'],
    ['https://liveness.example.com/', 'https://liveness.example.com', 'https://liveness.example.com'],
    ['http://localhost:9000', 'http://localhost:9000', 'http://localhost:9000'],
  ])('%j is %j; the CSP frame-src names exactly %s', (value, origin, source) => {
    expect(parseLivenessOrigin(value)).toBe(origin);
    expect(frameSrcSource(parseLivenessOrigin(value))).toBe(source);
  });

  it("'self' is the app's own origin", () => {
    expect(resolveLivenessOrigin('self', 'https://app.example.com')).toBe('https://app.example.com');
    expect(resolveLivenessOrigin('https://liveness.example.com', 'https://app.example.com')).toBe(
      'https://liveness.example.com',
    );
  });
});

describe('the liveness URL is framed only on that origin', () => {
  const APP = 'https://app.example.com';
  const BASE = `${APP}/send-money`;

  it.each<[unknown, string, string | undefined]>([
    [`${APP}/identity/liveness/abc`, APP, `${APP}/identity/liveness/abc`],
    ['/identity/liveness/abc', APP, `${APP}/identity/liveness/abc`],
    ['https://liveness.example.com/s/1', 'https://liveness.example.com', 'https://liveness.example.com/s/1'],
    ['https://liveness.example.com/s/1', APP, undefined],
    ['https://app.example.com.evil.test/s/1', APP, undefined],
    ['http://app.example.com/s/1', APP, undefined],
    ['javascript:alert(1)', APP, undefined],
    ['', APP, undefined],
    [undefined, APP, undefined],
    [42, APP, undefined],
  ])('%j with %s -> %j', (url, allowed, framed) => {
    expect(framableLivenessUrl(url, allowed, BASE)).toBe(framed);
  });
});
