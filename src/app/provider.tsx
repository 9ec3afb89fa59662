import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from './theme.ts';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@/lib/store.ts';

/** Chakra's design system and the one Jotai store around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={appSystem()}>{children}</ChakraProvider>
    </JotaiProvider>
  );
}
