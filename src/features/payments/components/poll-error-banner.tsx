import { useCallback, useMemo, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner.tsx';
import type { ApiError } from '@/lib/api-error.ts';
import { pollErrorMessages } from '../model/payment-errors.ts';

/**
 * A failed poll's errors (spec §8). Dismissed (or timed out), the same text stays away while the
 * poll keeps failing the same way; a different failure, or one after an answer, shows again.
 */
export function PollErrorBanner({
  error,
  hideNotInitiated,
}: {
  error: ApiError | undefined;
  hideNotInitiated: boolean;
}) {
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  const shown = useMemo(() => pollErrorMessages(error, { hideNotInitiated }), [error, hideNotInitiated]);
  const text = shown.join('\n');
  // Forget the dismissal once the poll succeeds (no error), so a later failure shows again.
  const [lastError, setLastError] = useState(error);
  if (lastError !== error) {
    setLastError(error);
    if (!error && dismissed !== undefined) setDismissed(undefined);
  }
  const messages = useMemo(
    () => (text === '' || text === dismissed ? [] : text.split('\n')),
    [text, dismissed],
  );
  const dismiss = useCallback(() => setDismissed(text), [text]);
  return <ErrorBanner messages={messages} onDismiss={dismiss} />;
}
