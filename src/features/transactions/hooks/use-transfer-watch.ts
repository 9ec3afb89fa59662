import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { checkTransfers } from '../api/refresh-list.ts';
import { cacheKeyOf } from '../api/cache-key.ts';
import { OPEN_PATH_MESSAGE, transferPath } from '../model/open-path.ts';

/**
 * Where is my money, without opening the list: the signed-in layout mounts this. It checks the
 * user's transfers when the app opens, comes back online or is returned to, at most once in 5
 * minutes and sharing the list page's own fetch (api/refresh-list.ts); the changes are marked in
 * the cache, counted on the first screen (MovedOnNote) and notified where the user allows it.
 * A tap on a notification opens the transfer here (the service worker asks this page to).
 */
export function useTransferWatch(): void {
  const store = useStore();
  const key = cacheKeyOf(useAtomValue(sessionUserAtom, { store }));
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!key) return;
    const check = () => void checkTransfers(store, key);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, key]);

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== OPEN_PATH_MESSAGE) return;
      const path = transferPath(data.path);
      if (path) navigate(path);
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [navigate]);
}
