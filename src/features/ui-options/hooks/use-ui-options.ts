import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { UiOptions } from '@/api/contract.ts';
import { uiOptionsAtom } from '../state.ts';
import { loadUiOptions } from '../api/load-ui-options.ts';

/** The UI options (cached copy first, then the server's); undefined until either arrives. */
export function useUiOptions(): UiOptions | undefined {
  const options = useAtomValue(uiOptionsAtom);
  useEffect(() => {
    void loadUiOptions();
  }, []);
  return options;
}
