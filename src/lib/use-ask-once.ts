import { useEffect, useRef } from 'react';
import type { CallState } from './use-call.ts';

interface AskOnce {
  /** Whether the list is needed now (shown, for a sender who has one). */
  enabled: boolean;
  online: boolean;
  /** The call's state as rendered: a change re-runs the check. */
  call: CallState<unknown>;
  /** The call's state right now, where several screens share it (another may have just asked). */
  current?: () => CallState<unknown>;
  run: () => Promise<unknown>;
}

/**
 * A list the screen asks the server for once: when first needed, and again when the connection
 * comes back after a failure; never again after an answer. StrictMode's second effect run sees it
 * asked already.
 */
export function useAskOnce({ enabled, online, call, current, run }: AskOnce): void {
  const wasOnline = useRef(online);
  const asked = useRef(false);
  const { data, loading, error } = call;
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    const now = current?.() ?? { data, loading, error };
    if (!enabled || !online || now.loading || now.data !== undefined) return;
    if ((!asked.current && now.error === undefined) || (cameBack && now.error !== undefined)) {
      asked.current = true;
      void run();
    }
  }, [enabled, online, data, loading, error, current, run]);
}
