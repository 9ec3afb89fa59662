import { useEffect } from 'react';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getLimits } from '../api/get-limits.ts';
import { getPendingTransactions } from '../api/get-pending-transactions.ts';

/**
 * On entering the send page: GET /remitter/limits and GET /remitter/pending-transactions, each
 * through the call cycle; asked again when the connection comes back, so the figures are fresh.
 */
export function useSendEntry() {
  const online = useOnline();
  const limits = useCall(getLimits);
  const pending = useCall(getPendingTransactions);
  const { run: runLimits } = limits;
  const { run: runPending } = pending;

  useEffect(() => {
    if (!online) return;
    void runLimits();
    void runPending();
  }, [online, runLimits, runPending]);

  return { limits, pending };
}
