import { useCallback, useRef } from 'react';
import { useAtom } from 'jotai';
import type { ChargesRequest } from '@/api/contract.ts';
import { toAmount } from '@/lib/money.ts';
import { useCall } from '@/lib/use-call.ts';
import { getCharges } from '@/remittance/api/get-charges.ts';
import { quoteAtom } from '../state.ts';

/**
 * The quote: Calculate runs POST /remitter/transactions/charges and keeps the answer, with the
 * receiving amount it asked for, in the flow's state; any change of the form invalidates it, and
 * an answer for values since changed is dropped.
 */
export function useQuote() {
  const [quote, setQuote] = useAtom(quoteAtom);
  const call = useCall(getCharges);
  const revision = useRef(0);
  const { run, reset } = call;

  const invalidate = useCallback(() => {
    revision.current += 1;
    setQuote(null);
    reset();
  }, [setQuote, reset]);

  const calculate = useCallback(
    async (request: ChargesRequest) => {
      const asked = revision.current;
      setQuote(null);
      const charges = await run(request);
      if (charges && asked === revision.current)
        setQuote({ charges, receive: toAmount(request.amount_to_receive) ?? null });
    },
    [run, setQuote],
  );

  return {
    quote,
    loading: call.loading,
    error: call.error,
    clearError: call.clearError,
    calculate,
    invalidate,
  };
}
