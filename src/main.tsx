import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider.tsx';
import { appSystem } from '@/app/theme.ts';
import { App } from '@/app/app.tsx';
import { clearWhenSignedOut } from '@/features/auth';
import { startPwa } from '@/features/pwa';
import { loadUiOptions } from '@/features/ui-options';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Without a session, what a past one left on the device goes before the app renders anything
// (its start-up tasks below run meanwhile).
const pastSessionCleared = clearWhenSignedOut();
startPwa();
// Every screen shows the UI options: ask for them (and read the cached copy) while the first
// screen's chunks load, so it renders once, with them, rather than twice.
void loadUiOptions();

/** Lets the browser run other work (input, paint) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in three tasks rather than one long one that a cheap phone could not interrupt:
// evaluating the modules (done by now), making Chakra's system, then rendering, in a transition
// so that React renders the first screen in slices that leave the main thread free.
void nextTask()
  .then(() => {
    appSystem();
    return nextTask();
  })
  .then(() => pastSessionCleared)
  .then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProvider>
            <App />
          </AppProvider>
        </StrictMode>,
      );
    });
  });
