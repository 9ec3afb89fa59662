/**
 * How payout partner calls authenticate (VITE_PAYOUT_AUTH). The spec has the partner take basic
 * auth; DESIGN.md sends them through the portal host with the signed-in user's bearer token, so
 * no partner credential reaches the browser. Both are configuration:
 * - 'bearer' (the default): the user's token, to a portal proxy at VITE_PAYOUT_API_URL;
 * - 'basic': VITE_PAYOUT_BASIC_CREDENTIAL ('user:password'), the deployment's own, never a literal
 *   in the code. It is in the built files for anyone to read: only for a credential the partner
 *   issued for browsers (limited to these calls), never a server-to-server secret.
 */
export type PayoutAuth = { scheme: 'bearer' } | { scheme: 'basic'; credential: string };

export const PAYOUT_AUTH_SCHEMES = ['bearer', 'basic'] as const;

/** The scheme from the two variables; throws (naming the variable) when they do not make one. */
export function parsePayoutAuth(scheme: string, credential: string): PayoutAuth {
  const name = scheme.trim().toLowerCase();
  if (name === 'bearer') return { scheme: 'bearer' };
  if (name !== 'basic')
    throw new Error(
      `Invalid configuration: VITE_PAYOUT_AUTH=${JSON.stringify(scheme)} must be 'bearer' or 'basic'.`,
    );
  if (!/^[^:]+:.+$/s.test(credential))
    throw new Error(
      "Invalid configuration: VITE_PAYOUT_AUTH=basic needs VITE_PAYOUT_BASIC_CREDENTIAL as 'user:password'.",
    );
  return { scheme: 'basic', credential };
}

/** Base64 of the credential's UTF-8 bytes (RFC 7617), which `btoa` alone cannot encode. */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The Authorization header of a payout call: the user's bearer token, or the basic credential. */
export function payoutAuthorization(auth: PayoutAuth, token: string | null | undefined): string | undefined {
  if (auth.scheme === 'basic') return `Basic ${base64Utf8(auth.credential)}`;
  return token ? `Bearer ${token}` : undefined;
}
