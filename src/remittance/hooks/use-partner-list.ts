import { useCallback } from 'react';
import { useAskOnce } from '@/lib/use-ask-once.ts';
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
  useAskOnce({ enabled, online, call, run });
  return { list: data, loading, error, retry: run };
}
