import { useCallback, useState } from 'react';

/** What happened to the last share or copy, for the status line. */
export type ShareOutcome = 'shared' | 'copied' | 'copy-failed' | null;

type ShareNavigator = Navigator & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

/** Whether the browser has the Web Share API for this data (phones, mostly). */
export function canWebShare(data: ShareData, nav: ShareNavigator = navigator): boolean {
  if (typeof nav.share !== 'function') return false;
  return typeof nav.canShare === 'function' ? nav.canShare(data) : true;
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** Copies text with the Clipboard API; false where the browser refuses (or has none). */
async function copyText(text: string, nav: ShareNavigator): Promise<boolean> {
  try {
    if (!nav.clipboard?.writeText) return false;
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shares the sign-up link with the Web Share API where the browser has it (the share sheet of a
 * phone), else copies it: `share` for the share sheet, `copy` for the clipboard. Closing the share
 * sheet is no failure; a share that fails otherwise falls back to copying.
 */
export function useShareLink(
  data: { title: string; text: string; url: string },
  nav: ShareNavigator = navigator,
) {
  const [outcome, setOutcome] = useState<ShareOutcome>(null);
  const copy = useCallback(
    async (text = data.url) => setOutcome((await copyText(text, nav)) ? 'copied' : 'copy-failed'),
    [data.url, nav],
  );
  const share = useCallback(async () => {
    setOutcome(null);
    try {
      await nav.share?.(data);
      setOutcome('shared');
    } catch (error) {
      if (!isAbort(error)) await copy();
    }
  }, [data, nav, copy]);
  return { outcome, share, copy, canShare: canWebShare(data, nav) };
}
