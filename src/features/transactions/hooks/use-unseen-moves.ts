import { useAtomValue } from 'jotai';
import { useLiveQuery } from 'dexie-react-hooks';
import { sessionUserAtom } from '@/features/auth';
import { cacheKeyOf, readUnseenMoves } from '../api/transactions-cache.ts';
import type { MovedOn } from '../model/moved-on.ts';

const NONE: readonly MovedOn[] = [];

/** The signed-in user's transfers that moved on and that they have not looked at since (live). */
export function useUnseenMoves(): readonly MovedOn[] {
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const read = useLiveQuery(
    async () => ({ key, moves: key ? await readUnseenMoves(key).catch(() => NONE) : NONE }),
    [key],
  );
  return read && read.key === key ? read.moves : NONE;
}
