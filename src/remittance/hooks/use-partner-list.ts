import { useCallback, useEffect, useRef } from 'react';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';

/**
 * A payout partner list of a country (currencies, banks) through the call cycle: asked for when
 * shown, and again when the connection returns after a failure.
 */
export function usePartnerList<T>(
  fetchList: (countryCode: string) => Promise<T[]>,
  countryCode: string,
  enabled = true,
) {
  const online = useOnline();
  const load = useCallback(() => fetchList(countryCode), [fetchList, countryCode]);
  const call = useCall(load);
  const { run, data, loading, error } = call;
  const wasOnline = useRef(online);
  // Asked once when shown (StrictMode's second effect run too sees it asked), again when back online.
  const asked = useRef(false);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!enabled || !online || loading || data !== undefined) return;
    if ((!asked.current && error === undefined) || (cameBack && error !== undefined)) {
      asked.current = true;
      void run();
    }
  }, [enabled, online, loading, data, error, run]);
  return { list: data, loading, error, retry: run };
}
