import type { Transaction, User } from '@/api/contract.ts';
import { cacheKeyOf } from './cache-key.ts';
import { readCachedList } from './transactions-cache.ts';

/**
 * The user's cached transactions (the newest 300 the list keeps), newest first; none when nothing
 * is cached or the cache cannot be read. For code outside this feature, e.g. 'Send again' on a
 * beneficiary looking for the last transfer to them.
 */
export async function cachedTransactionsOf(
  user: Pick<User, 'id' | 'remitter_id'> | null | undefined,
): Promise<Transaction[]> {
  const key = cacheKeyOf(user);
  if (!key) return [];
  try {
    return (await readCachedList(key)).rows;
  } catch {
    return [];
  }
}
