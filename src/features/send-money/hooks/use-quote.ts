import { useCallback, useRef } from 'react';
import { useAtom } from 'jotai';
import type { ChargesRequest } from '@/api/contract.ts';
import { useCall } from '@/lib/use-call.ts';
import { getCharges } from '../api/get-charges.ts';
import { chargesAtom } from '../state.ts';

/**
 * The quote: Calculate runs POST /remitter/transactions/charges and keeps the answer in the flow's
 * state; any change of the form invalidates it, and an answer for values since changed is dropped.
 */
export function useQuote() {
  const [charges, setCharges] = useAtom(chargesAtom);
  const call = useCall(getCharges);
  const revision = useRef(0);
  const { run, reset } = call;

  const invalidate = useCallback(() => {
    revision.current += 1;
    setCharges(null);
    reset();
  }, [setCharges, reset]);

  const calculate = useCallback(
    async (request: ChargesRequest) => {
      const asked = revision.current;
      setCharges(null);
      const result = await run(request);
      if (result && asked === revision.current) setCharges(result);
    },
    [run, setCharges],
  );

  return {
    charges,
    loading: call.loading,
    error: call.error,
    clearError: call.clearError,
    calculate,
    invalidate,
  };
}
