import type { createStore } from 'jotai';
import type { BeforeInstallPromptEvent } from '../model/install-prompt.ts';
import { appInstalledAtom, installPromptAtom } from '../state.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Keeps the browser's install prompt for the 'Install app' button (instead of the browser's own
 * mini-infobar), and forgets it once the app is installed. Returns a function that stops.
 */
export function listenForInstall(store: Store, target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    store.set(installPromptAtom, event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => {
    store.set(installPromptAtom, null);
    store.set(appInstalledAtom, true);
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}
