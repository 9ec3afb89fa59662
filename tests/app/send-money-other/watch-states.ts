/**
 * Every state `read` returned after any change to the page, however briefly it lasted: a check
 * of a state that lasts only while a call is out ('Verifying Bank...' on a disabled button), which
 * a findBy can miss on a loaded machine (the call may be answered before the query looks, or
 * between the query and the check). Call before the action; `stop` when done.
 */
export function watchStates<T>(read: () => T[]): { seen: T[]; stop: () => void } {
  const seen: T[] = [];
  const observer = new MutationObserver(() => seen.push(...read()));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}

/** The page's buttons as a user tells them apart: the name shown, and whether it can be pressed. */
export function buttonStates(): { name: string; disabled: boolean }[] {
  return Array.from(document.querySelectorAll('button'), (button) => ({
    name: (button.textContent ?? '').trim(),
    disabled: button.disabled,
  }));
}
