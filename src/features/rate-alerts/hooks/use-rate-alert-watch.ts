import { useEffect } from 'react';
import { useStore } from 'jotai';
import { serverUiOptions } from '@/features/ui-options';
import { mayHaveRateAlerts } from '@/lib/rate-alerts-mark.ts';

/**
 * Checks the rate alerts when the app opens (with the UI options the server answers on this page
 * load, never the cached copy) and whenever the connection comes back (asking the server anew).
 * The signed-in layout mounts it, and the login screen's calculator (where no layout does). Does
 * nothing on a device with no alert, and loads nothing more. In the background, the service worker checks (sw/rate-alerts.ts).
 */
export function useRateAlertWatch(enabled = true): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    const check = (again: boolean) => {
      if (!mayHaveRateAlerts()) return;
      void serverUiOptions(store, { again })
        .then(async (options) => {
          if (!mounted || !options) return;
          // The check's code (the alerts' table, notifications, periodic sync) loads only on a device
          // that has alerts: every other first screen goes without it.
          const { checkRateAlerts } = await import('../api/check-alerts.ts');
          await checkRateAlerts(options.rates);
        })
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
