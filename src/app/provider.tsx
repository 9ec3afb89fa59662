import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { appSystem } from './theme.ts';
import { withStaticGlobalCss } from './static-global-css.ts';
import { Provider as JotaiProvider } from 'jotai';
import { appStore } from '@/lib/store.ts';

let provided: SystemContext | undefined;

/** The system once, with the build's static global CSS taken into account. */
function providedSystem(): SystemContext {
  provided ??= withStaticGlobalCss(appSystem());
  return provided;
}

/** Chakra's design system and the one Jotai store around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <ChakraProvider value={providedSystem()}>{children}</ChakraProvider>
    </JotaiProvider>
  );
}
