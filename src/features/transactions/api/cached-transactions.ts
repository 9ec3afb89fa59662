import type { Transaction, User } from '@/api/contract.ts';
import { newestFirst } from '../model/sort.ts';
import { cacheKeyOf } from './cache-key.ts';
import { readRowsDirect } from './transactions-direct.ts';

/**
 * The user's cached transactions (the newest 300 the list keeps), newest first; none when nothing
 * is cached or the cache cannot be read. Read straight through IndexedDB (no Dexie), for code
 * outside this feature, e.g. 'Send again' on a beneficiary looking for the last transfer to them.
 */
export async function cachedTransactionsOf(
  user: Pick<User, 'id' | 'remitter_id'> | null | undefined,
): Promise<Transaction[]> {
  const key = cacheKeyOf(user);
  if (!key) return [];
  try {
    return newestFirst((await readRowsDirect(key)).map((row) => row.value));
  } catch {
    return [];
  }
}
