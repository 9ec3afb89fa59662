import { isLoopbackHost, resolvePaymentOrigins } from '@/config/payment-origins.ts';

export interface PaymentOriginPolicy {
  /** The configured payment origins (VITE_PAYMENT_ORIGINS): 'self' and/or origins. */
  allowed: readonly string[];
  /** The app's own origin (`location.origin`), which 'self' stands for. */
  appOrigin: string;
}

/** The origin of `value`, or undefined when it is not an absolute URL. */
function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * True only for a payment page the browser may be sent to: an absolute URL, with no credentials,
 * on one of the allowed origins (scheme, host and port all equal), over https (http only on
 * localhost, 127.0.0.1 or [::1]). A sender about to type card details never lands anywhere else.
 */
export function isAllowedPaymentUrl(
  url: unknown,
  { allowed, appOrigin }: PaymentOriginPolicy,
): url is string {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  const secure =
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
  if (!secure) return false;
  return resolvePaymentOrigins(allowed, appOrigin).some((origin) => originOf(origin) === parsed.origin);
}
