/** The installable, updatable, offline-capable app: what the shell mounts and starts. */
export { PwaRoot } from './components/pwa-root.tsx';

export { InstallAppButton } from './components/install-app-button.tsx';
export { startPwa } from './start.ts';
