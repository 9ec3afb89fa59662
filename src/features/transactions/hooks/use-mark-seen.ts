import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { cacheKeyOf, markSeen } from '../api/transactions-cache.ts';

/** A transfer's own page records its status as looked at (it no longer counts as moved on). */
export function useMarkSeen(transaction: Pick<Transaction, 'trans_ref' | 'status'> | undefined): void {
  const store = useStore();
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const reference = transaction?.trans_ref;
  const status = transaction?.status;
  useEffect(() => {
    if (!key || !reference || status === undefined) return;
    void markSeen(store, key, [[reference, status]]).catch(() => undefined);
  }, [store, key, reference, status]);
}
