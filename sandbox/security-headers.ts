/** The app's Content Security Policy: no inline scripts, never framed. */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(frameAncestors: "'none'" | "'self'" = "'none'"): Record<string, string> {
  return {
    'Content-Security-Policy': APP_CSP.replace("frame-ancestors 'none'", `frame-ancestors ${frameAncestors}`),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(frameAncestors === "'none'" ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}
