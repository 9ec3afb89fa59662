import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useStore } from 'jotai';
import type { UiOptions } from '@/api/contract.ts';
import { useOnline } from '@/lib/use-online.ts';
import { uiOptionsAtom } from '../state.ts';
import { loadUiOptions } from '../api/load-ui-options.ts';

/** What the build's prerendered HTML was rendered with (scripts/prerender-login.ts): no options yet. */
const NONE_WHEN_PRERENDERED = () => undefined;

/**
 * The UI options (cached copy first, then the server's); undefined until either arrives. Loads on
 * first use, and again when the connection comes back (a no-op once the server has answered).
 * While React hydrates the login screen the build rendered without them, undefined as there
 * (React's server snapshot), then the options at once after: the HTML and the first render match.
 */
export function useUiOptions(): UiOptions | undefined {
  const store = useStore();
  const subscribe = useCallback((changed: () => void) => store.sub(uiOptionsAtom, changed), [store]);
  const options = useSyncExternalStore(subscribe, () => store.get(uiOptionsAtom), NONE_WHEN_PRERENDERED);
  const online = useOnline();
  useEffect(() => {
    void loadUiOptions(store);
  }, [store, online]);
  return options;
}
