import { SAME_ORIGIN } from './liveness-origin.ts';

/**
 * Where the browser may be sent to pay (VITE_PAYMENT_ORIGINS): the hosted payment page's origins.
 * A `payment_url` on any other origin is refused, and the app's Content-Security-Policy
 * `form-action` names the same list. Pure, so the sandbox that serves the app computes the same
 * header from the same value.
 */

/** Hosts where plain http is accepted: this machine only (the sandbox, a developer's server). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a URL's `hostname` that names this machine (as the URL parser writes it). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

/**
 * The configured origins: a comma-separated list of `self` (the app's own origin, where the
 * sandbox serves its payment page) and https origins (http only on localhost, 127.0.0.1 or
 * [::1]); no path, query or credentials, a trailing slash allowed. Blank means `self`. Throws on
 * anything else, so a deployment never ships a list that no payment page can pass.
 */
export function parsePaymentOrigins(value: string): string[] {
  const problem = `Invalid configuration: VITE_PAYMENT_ORIGINS=${JSON.stringify(value)} must be a comma-separated list of 'self' and https origins (http only on localhost), such as self,https://pay.example.com.`;
  const items = value.trim() === '' ? [SAME_ORIGIN] : value.split(',').map((item) => item.trim());
  const origins = items.map((item) => {
    if (item === SAME_ORIGIN) return SAME_ORIGIN;
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      throw new Error(problem);
    }
    const bare =
      url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;
    const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
    if (!bare || !secure) throw new Error(problem);
    return url.origin;
  });
  return [...new Set(origins)];
}

/** The CSP sources naming exactly the configured origins: `'self'` or the origin itself. */
export function paymentOriginSources(origins: readonly string[]): string[] {
  return origins.map((origin) => (origin === SAME_ORIGIN ? "'self'" : origin));
}

/** The configured origins as real origins, given the app's own (`location.origin`). */
export function resolvePaymentOrigins(origins: readonly string[], appOrigin: string): string[] {
  return origins.map((origin) => (origin === SAME_ORIGIN ? appOrigin : origin));
}
