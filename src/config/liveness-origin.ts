/**
 * Where the identity provider's liveness page may be framed from (VITE_LIVENESS_ORIGIN): the one
 * origin the app shows in an iframe, and the one its Content-Security-Policy's `frame-src` names.
 * Pure, so the sandbox that serves the app computes the same header from the same value.
 */

/** The value meaning "the app's own origin" (the sandbox serves its liveness page there). */
export const SAME_ORIGIN = 'self';

/**
 * The configured origin: `self`, or an absolute http(s) origin (`https://liveness.example.com`,
 * a trailing slash allowed, no path, query or credentials). Throws on anything else.
 */
export function parseLivenessOrigin(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === SAME_ORIGIN) return SAME_ORIGIN;
  const problem = `Invalid configuration: VITE_LIVENESS_ORIGIN=${JSON.stringify(value)} must be 'self' or an http(s) origin such as https://liveness.example.com.`;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(problem);
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) throw new Error(problem);
  return url.origin;
}

/** The CSP source naming exactly the configured origin: `'self'` or the origin itself. */
export function frameSrcSource(livenessOrigin: string): string {
  return livenessOrigin === SAME_ORIGIN ? "'self'" : livenessOrigin;
}

/** The configured origin as a real origin, given the app's own (`location.origin`). */
export function resolveLivenessOrigin(livenessOrigin: string, appOrigin: string): string {
  return livenessOrigin === SAME_ORIGIN ? appOrigin : livenessOrigin;
}
