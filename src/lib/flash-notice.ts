import { useEffect, useState } from 'react';

/**
 * A one-time note for the next page, e.g. why the send flow brought the user to a transaction.
 * Kept in session storage (personal: emptied at logout) so it survives the navigation, and shown
 * once by the page it names.
 */
const FLASH_KEY = 'flash-notice';

interface Flash {
  path: string;
  text: string;
}

/** Leaves `text` for the page at `path`. */
export function setFlashNotice(path: string, text: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify({ path, text } satisfies Flash));
  } catch {
    // Storage refused: the page simply shows no note.
  }
}

/** The note left for `path`, if any (read only). */
export function peekFlashNotice(path: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? 'null') as Flash | null;
    return saved?.path === path && typeof saved.text === 'string' ? saved.text : null;
  } catch {
    return null;
  }
}

/** The note left for this page, read on its first render and then removed (shown once). */
export function useFlashNotice(path: string): string | null {
  const [text] = useState(() => peekFlashNotice(path));
  useEffect(() => {
    if (text === null) return;
    try {
      sessionStorage.removeItem(FLASH_KEY);
    } catch {
      // Nothing to remove.
    }
  }, [text]);
  return text;
}
