import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { appSystem } from '@/app/theme.ts';

/** Renders with the app's design system and a fresh Jotai store (returned for the test to drive). */
export function renderPwa(ui: ReactNode, store = createStore()) {
  const result = render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>
    </JotaiProvider>,
  );
  return { ...result, store };
}

/** Replaces window.location with one whose reload is a spy (jsdom cannot reload). */
export function stubReload() {
  const original = window.location;
  const reload = vi.fn();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  return {
    reload,
    restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }),
  };
}
