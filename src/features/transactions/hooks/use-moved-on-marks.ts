import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'jotai';
import type { Transaction } from '@/api/contract.ts';
import { markSeen } from '../api/transactions-cache.ts';
import { movedOnMarks, newlySeen, type Baseline } from '../model/moved-on.ts';
import type { TransactionList } from './use-transaction-list.ts';

const NO_MARKS: ReadonlyMap<string, string> = new Map();

/**
 * The list's 'since your last visit' marks. The visit's baseline (what the user had looked at) is
 * taken once, from the first read of the cache; the marks compare the rows with it for the whole
 * visit, fresh rows included. The rows on screen are then recorded as looked at (once the page is
 * visible), so the next visit marks only what moves on after this one.
 */
export function useMovedOnMarks(
  list: Pick<TransactionList, 'key' | 'rows' | 'seen'>,
  shown: readonly Transaction[] | undefined,
): ReadonlyMap<string, string> {
  const store = useStore();
  const [visit, setVisit] = useState<{ key: string; baseline: Baseline }>();
  if (list.key && list.seen && visit?.key !== list.key) setVisit({ key: list.key, baseline: list.seen });
  const baseline = visit && visit.key === list.key ? visit.baseline : undefined;

  const marks = useMemo(
    () => (baseline && list.rows ? movedOnMarks(list.rows, baseline) : NO_MARKS),
    [baseline, list.rows],
  );
  const toRecord = useMemo(
    () => (baseline && shown && list.seen ? newlySeen(shown, list.seen) : []),
    [baseline, shown, list.seen],
  );

  const { key } = list;
  useEffect(() => {
    if (!key || toRecord.length === 0) return;
    const record = () => void markSeen(store, key, toRecord).catch(() => undefined);
    if (document.visibilityState !== 'hidden') {
      record();
      return;
    }
    const onVisible = () => {
      if (document.visibilityState !== 'hidden') record();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store, key, toRecord]);

  return marks;
}
