/**
 * The hash of the app's one inline script: index.html's, which shows the login screen the build
 * wrote into the page on the login routes before the first paint. Change it with the script
 * (tests/contract/static.test.ts checks that they match).
 */
export const INLINE_SCRIPT_HASH = "'sha256-+20ZeXgxjuyxlyCmNZC7cCsmkYf5e90YJb5shsIstWc='";

/**
 * The Content Security Policy: no inline scripts but that one, never framed, framing nothing.
 * The app's pages replace `frame-src 'none'` by the liveness origin (securityHeaders' frameSrc)
 * and add the payment origins to `form-action` (securityHeaders' paymentSources).
 */
export const APP_CSP = [
  "default-src 'self'",
  `script-src 'self' ${INLINE_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecurityHeaderOptions {
  frameAncestors?: "'none'" | "'self'";
  /**
   * What the page may frame: nothing unless given. The app's pages name exactly the liveness
   * origin (frameSrcSource(VITE_LIVENESS_ORIGIN) of src/config/liveness-origin.ts).
   */
  frameSrc?: string;
  /**
   * The hosted payment page's origins, which forms may post to as well: the app's pages name
   * exactly VITE_PAYMENT_ORIGINS (paymentOriginSources of src/config/payment-origins.ts), the
   * list the app checks a payment_url against.
   */
  paymentSources?: readonly string[];
  /** Other origins forms may post to (the wallet site the header's wallet link posts to). */
  formTargets?: readonly string[];
}

/** The headers every page gets: CSP, nosniff, referrer policy, and no framing unless allowed. */
export function securityHeaders(
  options: SecurityHeaderOptions | "'none'" | "'self'" = {},
): Record<string, string> {
  const {
    frameAncestors = "'none'",
    formTargets = [],
    paymentSources = [],
    frameSrc = "'none'",
  } = typeof options === 'string' ? { frameAncestors: options } : options;
  const formAction = [...new Set(["'self'", ...paymentSources, ...formTargets])].join(' ');
  const csp = APP_CSP.replace("frame-ancestors 'none'", `frame-ancestors ${frameAncestors}`)
    .replace("frame-src 'none'", `frame-src ${frameSrc}`)
    .replace("form-action 'self'", `form-action ${formAction}`);
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(frameAncestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
