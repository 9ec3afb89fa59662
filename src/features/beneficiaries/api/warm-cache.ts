import { sessionUserAtom } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { cacheKeyOf, readCachedBeneficiaries, warmBeneficiariesAtom } from './beneficiaries-cache.ts';

type Store = typeof appStore;

const signedInKey = (store: Store) => cacheKeyOf(store.get(sessionUserAtom));

/**
 * Starts reading the signed-in user's cached beneficiaries now (a page's code calls it as it loads,
 * while the layout renders), so the rows are on screen with the page.
 */
export function warmBeneficiaries(store: Store = appStore): void {
  const key = signedInKey(store);
  if (!key || store.get(warmBeneficiariesAtom)?.key === key) return;
  readCachedBeneficiaries(key)
    .then((value) => {
      if (signedInKey(store) === key && store.get(warmBeneficiariesAtom)?.key !== key)
        store.set(warmBeneficiariesAtom, { key, value });
    })
    .catch(() => undefined);
}
