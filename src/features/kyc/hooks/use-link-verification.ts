import { useEffect, useMemo, useRef, useState } from 'react';
import { useCall } from '@/lib/use-call.ts';
import { requestVerification } from '../api/request-verification.ts';
import { linkPageState, type LinkPageState } from '../model/link-page.ts';
import { rateLimitOf, retryAt, type KycRateLimit } from '../model/rate-limit.ts';

/** setTimeout's longest delay (about 24 days): a longer wait is cut to it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The link page's verification: one request (channel whatsapp) when the page opens, Try Again
 * after a failure; after a rate limit, Try Again comes back once the wait is over.
 */
export function useLinkVerification(remitterId: string | undefined): {
  state: LinkPageState;
  retry: () => void;
} {
  const request = useCall(requestVerification);
  const { run, error } = request;
  // One request per opening of the page, even when effects run twice (StrictMode in development).
  const requested = useRef(false);
  useEffect(() => {
    if (!remitterId || requested.current) return;
    requested.current = true;
    void run(remitterId, 'whatsapp');
  }, [remitterId, run]);

  const rateLimit = useMemo(() => rateLimitOf(error), [error]);
  const [waitOverFor, setWaitOverFor] = useState<KycRateLimit>();
  useEffect(() => {
    if (!rateLimit) return;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, retryAt(rateLimit).getTime() - Date.now()));
    const timer = setTimeout(() => setWaitOverFor(rateLimit), wait);
    return () => clearTimeout(timer);
  }, [rateLimit]);

  const state = linkPageState({
    remitterId,
    call: request,
    rateLimit,
    waitOver: rateLimit !== undefined && waitOverFor === rateLimit,
  });
  const retry = () => {
    if (remitterId) void run(remitterId, 'whatsapp');
  };
  return { state, retry };
}
