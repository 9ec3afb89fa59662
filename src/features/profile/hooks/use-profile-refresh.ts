import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { loadProfile } from '../api/load-profile.ts';
import { profileKeyOf } from '../model/profile-status.ts';

/**
 * Keeps the signed-in user's profile fresh: loads it when signed in (after sign-in, on a
 * reload) and again when the app regains focus or comes back online, at most once a minute.
 * A blocked or expired status locks the account at once (the route guard reads it). The
 * signed-in layout mounts it, so the login screen never loads this code.
 */
export function useProfileRefresh(): void {
  const store = useStore();
  const key = profileKeyOf(useAtomValue(sessionUserAtom, { store }));
  useEffect(() => {
    if (!key) return;
    const load = () => void loadProfile(store);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    load();
    window.addEventListener('focus', load);
    window.addEventListener('online', load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', load);
      window.removeEventListener('online', load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, key]);
}
