import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { UiOptions } from '@/api/contract.ts';
import { useOnline } from '@/lib/use-online.ts';
import { uiOptionsAtom } from '../state.ts';
import { loadUiOptions } from '../api/load-ui-options.ts';

/**
 * The UI options (cached copy first, then the server's); undefined until either arrives. Loads on
 * first use, and again when the connection comes back (a no-op once the server has answered).
 */
export function useUiOptions(): UiOptions | undefined {
  const store = useStore();
  const options = useAtomValue(uiOptionsAtom, { store });
  const online = useOnline();
  useEffect(() => {
    void loadUiOptions(store);
  }, [store, online]);
  return options;
}
