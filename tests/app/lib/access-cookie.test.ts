import { afterEach, describe, expect, it } from 'vitest';
import {
  accessCookieString,
  clearAccessCookieString,
  clearAccessToken,
  readAccessToken,
  setAccessToken,
} from '@/lib/access-cookie.ts';

afterEach(() => {
  clearAccessToken();
  document.cookie = 'other=; Path=/; Max-Age=0';
});

describe('access cookie', () => {
  it('reads nothing when signed out', () => {
    expect(readAccessToken()).toBeNull();
  });

  it('stores, reads and clears the token', () => {
    document.cookie = 'other=1; Path=/';
    setAccessToken('12|abc=def;ghi');
    expect(readAccessToken()).toBe('12|abc=def;ghi');
    clearAccessToken();
    expect(readAccessToken()).toBeNull();
    expect(document.cookie).toBe('other=1');
  });

  it('is strict, site-wide, and Secure only on https', () => {
    expect(accessCookieString('t0k', 'http:')).toBe('access=t0k; Path=/; SameSite=Strict');
    expect(accessCookieString('t0k', 'https:')).toBe('access=t0k; Path=/; SameSite=Strict; Secure');
  });

  it('is cleared by Max-Age=0 on the same path', () => {
    expect(clearAccessCookieString('http:')).toBe('access=; Path=/; Max-Age=0; SameSite=Strict');
    expect(clearAccessCookieString('https:')).toBe('access=; Path=/; Max-Age=0; SameSite=Strict; Secure');
  });
});
