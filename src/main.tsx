import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from '@/app/app-element.tsx';
import { appSystem } from '@/app/theme.ts';
import { clearWhenSignedOut, logoutOnLoginScreen } from '@/features/auth';
import { startPwa } from '@/features/pwa';
import { loadUiOptions } from '@/features/ui-options';
import { holdsPrerenderedLogin } from '@/app/prerendered-login.ts';
import { readAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';
import { loadDb } from '@/lib/load-db.ts';
import { reloadOnStaleChunks } from '@/lib/lazy-page.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A chunk a new deploy removed: one reload onto the new build (Vite's vite:preloadError).
reloadOnStaleChunks();

// On the login routes the page shows the login screen the build rendered (index.html): the app
// hydrates it (React's path; the form's inputs are uncontrolled), so the form the user may already
// be typing in becomes the app's with what they typed.
const hydrate = holdsPrerenderedLogin(root);
// What a past session left on the device goes before the app renders anything (its start-up
// tasks below run meanwhile): on the login screen always, as opening it logs out (spec: Login), so
// the app hydrates it signed out, as the build rendered it; elsewhere without a session. Dexie
// loads for it only when a past session may have left rows (src/lib/personal-rows-mark.ts); a
// visitor's first paint never waits for it.
const pastSessionCleared = hydrate ? logoutOnLoginScreen(appStore) : clearWhenSignedOut();
// Signed in, the first screen's data code reads the cache through Dexie (src/lib/load-db.ts): its
// chunk starts loading now, beside the first screen's chunks, not once they have arrived and asked.
if (readAccessToken() !== null) loadDb().catch(() => undefined);
startPwa();
// Every screen shows the UI options: the cached copy (local storage) is in the store at once, and
// the server is asked while the first screen's chunks load, so it renders once, with them. (A
// hydrated login screen first matches its HTML, rendered without them, then shows them:
// useUiOptions.)
void loadUiOptions();

/** Lets the browser run other work (input, paint) before the next piece of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start-up in three tasks rather than one long one that a cheap phone could not interrupt:
// evaluating the modules (done by now), making Chakra's system, then rendering, in a transition
// so that React renders the first screen in slices that leave the main thread free (hydration
// is sliced so by itself).
void nextTask()
  .then(() => {
    appSystem();
    return nextTask();
  })
  .then(() => pastSessionCleared)
  .then(() => {
    if (hydrate) hydrateRoot(root, appElement());
    else startTransition(() => createRoot(root).render(appElement()));
  });
