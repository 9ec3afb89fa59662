import { useCallback, useEffect, useState } from 'react';
import { DELETE_REQUEST_DELAY_MS } from '../model/delete-account-schema.ts';

/** The form, the 1.5 s 'Processing...', then the submitted text. */
export type DeletionPhase = 'form' | 'processing' | 'submitted';

/**
 * The deletion request. No server call is made: the spec's page makes none (doc 1 'Delete Your
 * Account', doc 2 §7 'Delete-account page: no server call is made'), so, as DESIGN.md says, the
 * behaviour is as specified: 'Processing...' for 1.5 s, then the submitted text. Nothing leaves
 * the browser; wiring a real endpoint belongs to a later release.
 */
export function useDeletionRequest(): { phase: DeletionPhase; submit: () => void } {
  const [phase, setPhase] = useState<DeletionPhase>('form');
  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setTimeout(() => setPhase('submitted'), DELETE_REQUEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  const submit = useCallback(() => setPhase((current) => (current === 'form' ? 'processing' : current)), []);
  return { phase, submit };
}
