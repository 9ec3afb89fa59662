import { atom } from 'jotai';
import type { VersionMeta } from '@/api/contract.ts';
import type { BeforeInstallPromptEvent } from './model/install-prompt.ts';

/** The 'New Version Available!' notice while shown; `latest` is the newer build when known. */
export interface UpdateNotice {
  latest: VersionMeta | null;
}

/** The update notice, or null when hidden. Set by the version checks, cleared by 'Later'. */
export const updateNoticeAtom = atom<UpdateNotice | null>(null);

/** 'Update Now' was pressed and the page is about to reload ('Updating...'). */
export const updatingAtom = atom(false);

/** A new service worker is installed and waits for the page to let it take over. */
export const workerWaitingAtom = atom(false);

/** The browser's install prompt, kept from beforeinstallprompt until it is used. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

/** The app was installed from this page (appinstalled). */
export const appInstalledAtom = atom(false);
