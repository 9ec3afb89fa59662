import { describe, expect, it } from 'vitest';
import { isHashedAsset, isNeverCached, isShellNavigation } from '../../../sw/routes.ts';

describe('the service worker never caches the services or /meta.json', () => {
  it.each<[string, boolean]>([
    ['/api/remitter/ui', true],
    ['/api', true],
    ['/identity/kyc/1', true],
    ['/payout/banks', true],
    ['/pay/ABC123', true],
    ['/pay', true],
    ['/__sandbox/otp', true],
    ['/meta.json', true],
    ['/payment-status', false],
    ['/apiary', false],
    ['/send-money', false],
    ['/assets/index-abc.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isNeverCached(path)).toBe(expected);
  });
});

describe('page loads answered with the app shell (navigation denylist)', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/send-money', true],
    ['/transactions/ABC-1', true],
    ['/kyc-verification?remitterId=1', true],
    ['/payment-status', true],
    ['/api/remitter/ui', false],
    ['/identity/liveness?session=1', false],
    ['/payout', false],
    ['/pay/ABC123', false],
    ['/pay?ref=1', false],
    ['/__sandbox/otp', false],
    ['/meta.json?timestamp=1', false],
    ['/sw.js', false],
    ['/manifest.webmanifest', false],
    ['/icons/icon-192.png', false],
  ])('%s -> %s', (path, expected) => {
    expect(isShellNavigation(path)).toBe(expected);
  });
});

describe('hashed build assets cached at run time (cache-first)', () => {
  it.each<[string, boolean]>([
    ['/assets/send-money-page-Ab12Cd.js', true],
    ['/assets/index-Xy.css', true],
    ['/assets/font-1.woff2', true],
    ['/assets/nested/x.js', false],
    ['/index.html', false],
    ['/meta.json', false],
    ['/api/assets/x.js', false],
  ])('%s -> %s', (path, expected) => {
    expect(isHashedAsset(path)).toBe(expected);
  });
});
