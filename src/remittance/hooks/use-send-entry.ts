import { useEffect } from 'react';
import type { LimitsResult, PendingTransactionsResult } from '@/api/contract.ts';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { useCall, type CallState } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getLimits } from '../api/get-limits.ts';
import { getPendingTransactions } from '../api/get-pending-transactions.ts';

const idle = <T>(): CallState<T> => ({ data: undefined, loading: false, error: undefined });

/**
 * The entry data's call states, kept for the session (reset at logout): coming back to the page,
 * the last known figures and notices show at once while they are asked for again.
 */
const limitsCallAtom = sessionAtom<CallState<LimitsResult>>(idle());
const pendingCallAtom = sessionAtom<CallState<PendingTransactionsResult>>(idle());

/**
 * On entering the send page: GET /remitter/limits and GET /remitter/pending-transactions, each
 * through the call cycle; asked again when the connection comes back, so the figures are fresh.
 * `settled`: whether what decides the notices above the amount form (pending transactions, the
 * compliance hold) is known (answered now or before, failed, or offline), so the form appears
 * once, with its notices, and never jumps down when they arrive.
 */
export function useSendEntry() {
  const online = useOnline();
  const limits = useCall(getLimits, { atom: limitsCallAtom });
  const pending = useCall(getPendingTransactions, { atom: pendingCallAtom });
  const { run: runLimits } = limits;
  const { run: runPending } = pending;

  useEffect(() => {
    if (!online) return;
    void runLimits();
    void runPending();
  }, [online, runLimits, runPending]);

  const settled = !online || pending.data !== undefined || pending.error !== undefined;
  return { limits, pending, settled };
}
