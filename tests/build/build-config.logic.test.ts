import { afterEach, describe, expect, it } from 'vitest';
import type { UserConfigFnObject } from 'vite';
import viteConfig from '../../vite.config.ts';

const config = viteConfig as UserConfigFnObject;
const build = () => config({ mode: 'production', command: 'build' });

afterEach(() => {
  delete process.env.VITE_PAYMENT_ORIGINS;
});

describe("the build's configuration", () => {
  it('carries the parsed VITE_* variables to the page', () => {
    process.env.VITE_PAYMENT_ORIGINS = 'self,https://pay.example.com';
    const parsed = JSON.parse(String(build().define?.__APP_ENV__)) as { paymentOrigins: string[] };
    expect(parsed.paymentOrigins).toEqual(['self', 'https://pay.example.com']);
  });

  it('stops on an invalid value: the build fails, never a page', () => {
    process.env.VITE_PAYMENT_ORIGINS = 'ftp://pay.example.com';
    expect(build).toThrow('Invalid configuration: VITE_PAYMENT_ORIGINS="ftp://pay.example.com"');
  });
});
