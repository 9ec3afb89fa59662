import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { Beneficiary } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { routes } from '@/config/paths.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { cacheKeyOf, saveOneBeneficiary } from '../api/beneficiaries-cache.ts';
import { beneficiaryName } from '../model/beneficiary-name.ts';

/**
 * After an add or update: the beneficiary into the cached list (so /beneficiaries shows it at
 * once, before its refresh answers), a note for the list, and on to /beneficiaries.
 */
export function useSaveToList(): (beneficiary: Beneficiary, note: (name: string) => string) => Promise<void> {
  const store = useStore();
  const [, navigate] = useLocation();
  return useCallback(
    async (beneficiary, note) => {
      const key = cacheKeyOf(store.get(sessionUserAtom));
      if (key) await saveOneBeneficiary(store, key, beneficiary).catch(() => false);
      setFlashNotice(routes.beneficiaries.pattern, note(beneficiaryName(beneficiary)));
      navigate(routes.beneficiaries.pattern);
    },
    [store, navigate],
  );
}
