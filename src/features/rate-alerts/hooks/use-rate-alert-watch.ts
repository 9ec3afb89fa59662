import { useEffect } from 'react';
import { useStore } from 'jotai';
import { serverUiOptions } from '@/features/ui-options';
import { mayHaveRateAlerts } from '@/lib/rate-alerts-mark.ts';
import { checkRateAlerts } from '../api/check-alerts.ts';

/**
 * Checks the rate alerts when the app opens (with the UI options the server answers on this page
 * load, never the cached copy) and whenever the connection comes back (asking the server anew).
 * The signed-in layout mounts it, and the login screen's calculator (where no layout does). Does
 * nothing on a device with no alert. In the background, the service worker checks (sw/rate-alerts.ts).
 */
export function useRateAlertWatch(enabled = true): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    const check = (again: boolean) => {
      if (!mayHaveRateAlerts()) return;
      void serverUiOptions(store, { again })
        .then((options) => (mounted && options ? checkRateAlerts(options.rates) : undefined))
        .catch((error: unknown) => console.warn('The rate alerts could not be checked.', error));
    };
    const onOnline = () => check(true);
    check(false);
    window.addEventListener('online', onOnline);
    return () => {
      mounted = false;
      window.removeEventListener('online', onOnline);
    };
  }, [store, enabled]);
}
