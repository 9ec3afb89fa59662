import { useEffect, useMemo, useRef } from 'react';
import { useCall } from '@/lib/use-call.ts';
import { requestVerification } from '../api/request-verification.ts';
import { linkPageState, type LinkPageState } from '../model/link-page.ts';
import { rateLimitOf } from '../model/rate-limit.ts';

/**
 * The link page's verification: one request (channel whatsapp) when the page opens, Try Again
 * after a failure; none after a rate limit (the sender reloads the page once the wait is over).
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
  const state = linkPageState({ remitterId, call: request, rateLimit });
  const retry = () => {
    if (remitterId) void run(remitterId, 'whatsapp');
  };
  return { state, retry };
}
