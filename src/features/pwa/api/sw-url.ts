import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

/** The service worker's URL and scope (built from sw/sw.ts by vite-plugin-pwa). */
export const SW_URL = '/sw.js';

/**
 * The worker's URL as Trusted Types require it (the CSP's `require-trusted-types-for 'script'`
 * makes `navigator.serviceWorker.register` refuse a string): from a policy that lets through
 * this one URL and nothing else, as workbox-window documents. A browser without Trusted Types
 * takes the string.
 */
export function serviceWorkerUrl(
  factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes,
): string | TrustedScriptURL {
  const policy = factory?.createPolicy('service-worker-url', {
    createScriptURL: (url: string) => {
      if (url !== SW_URL) throw new TypeError(`Not the service worker's URL: ${url}`);
      return url;
    },
  });
  return policy ? policy.createScriptURL(SW_URL) : SW_URL;
}
