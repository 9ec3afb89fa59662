/**
 * The Content Security Policy of the stand-in services' own pages (the hosted payment page, the
 * liveness page): no inline script, never framed unless allowed, framing nothing. (The app's
 * pages get the headers its build computes: scripts/deploy-headers.ts.)
 */
export const SERVICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
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

/** The headers of a stand-in service's page: CSP, nosniff, referrer policy, no framing unless allowed. */
export function securityHeaders(frameAncestors: "'none'" | "'self'" = "'none'"): Record<string, string> {
  return {
    'Content-Security-Policy': SERVICE_CSP.replace(
      "frame-ancestors 'none'",
      `frame-ancestors ${frameAncestors}`,
    ),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(frameAncestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
