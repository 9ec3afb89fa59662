import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@/lib/store.ts';

/** Chakra's design system and the one Jotai store around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>
    </JotaiProvider>
  );
}
