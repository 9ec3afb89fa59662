import { describe, expect, it } from 'vitest';
import type { TrustedTypePolicyFactory } from 'trusted-types/lib';
import { SW_URL, serviceWorkerUrl } from '@/features/pwa/api/sw-url.ts';

/** A Trusted Types factory as a browser has it, keeping the policies it made. */
function fakeFactory() {
  const policies: { name: string; createScriptURL: (url: string) => string }[] = [];
  const factory = {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      policies.push({ name, ...rules });
      return { name, createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  } as unknown as TrustedTypePolicyFactory;
  return { factory, policies };
}

describe("the service worker's URL under Trusted Types (CSP: require-trusted-types-for 'script')", () => {
  it("is the worker's URL from a policy of its own, where the browser has Trusted Types", () => {
    const { factory, policies } = fakeFactory();
    expect(serviceWorkerUrl(factory)).toEqual({ trusted: SW_URL });
    expect(policies.map((policy) => policy.name)).toEqual(['service-worker-url']);
  });

  it('lets no other URL through that policy', () => {
    const { factory, policies } = fakeFactory();
    serviceWorkerUrl(factory);
    expect(() => policies[0]?.createScriptURL('https://evil.example/sw.js')).toThrow(TypeError);
  });

  it('is the plain string where the browser has no Trusted Types', () => {
    expect(serviceWorkerUrl(undefined)).toBe(SW_URL);
  });
});
