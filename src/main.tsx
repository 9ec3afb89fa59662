import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider.tsx';
import { App } from '@/app/app.tsx';
import { startPwa } from '@/features/pwa';
import { loadUiOptions } from '@/features/ui-options';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

startPwa();
// Every screen shows the UI options: ask for them (and read the cached copy) while the first
// screen's chunks load, so it renders once, with them, rather than twice.
void loadUiOptions();

// A transition, so React renders the first screen in slices that leave the main thread free to
// answer the user (a cheap phone would otherwise freeze while Chakra styles every component).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <App />
      </AppProvider>
    </StrictMode>,
  );
});
