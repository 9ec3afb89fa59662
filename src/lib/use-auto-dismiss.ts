import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` `timeoutMs` after `messages` began showing. The clock starts when messages
 * appear or their content changes (compared by value, not identity); a re-render with an equal
 * list or a new `onDismiss` does not restart it, so a screen that re-renders on every keystroke
 * still closes its alert on time. The latest `onDismiss` is the one called. No timer while the
 * list is empty or `timeoutMs` is 0 or less.
 */
export function useAutoDismiss(messages: readonly string[], onDismiss: () => void, timeoutMs: number): void {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  }, [onDismiss]);
  const content = messages.length > 0 ? JSON.stringify(messages) : null;
  useEffect(() => {
    if (content === null || timeoutMs <= 0) return;
    const timer = setTimeout(() => latest.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [content, timeoutMs]);
}
