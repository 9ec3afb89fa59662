import { appStore } from '@/lib/store.ts';
import { listenForInstall } from './api/install-events.ts';

let started = false;

/**
 * Starts the PWA once, from main.tsx before the first render: listens for the install prompt
 * at once (the browser may offer it early), and in production builds, after the page has
 * loaded, registers the service worker and starts the version checks (a separate chunk, so
 * none of it delays the first render).
 */
export function startPwa(store = appStore, production = import.meta.env.PROD): void {
  if (started) return;
  started = true;
  listenForInstall(store);
  if (!production) return;
  const run = () => {
    import('./runtime.ts')
      .then(({ startPwaRuntime }) => startPwaRuntime(store))
      .catch((error: unknown) => console.warn('The offline and update support could not start.', error));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
