import { useCallback, useRef, useState } from 'react';
import type { UploadProgress } from '@/lib/http.ts';
import { useCall, type UseCall } from '@/lib/use-call.ts';

/** What a multipart call takes besides its fields: where to report progress, and its cancel signal. */
export interface UploadOptions {
  onUploadProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

export interface UploadCall<P, T> extends Omit<UseCall<[P], T>, 'run'> {
  /** Sends; resolves with the answer, or undefined when it failed or was cancelled. */
  run: (payload: P) => Promise<T | undefined>;
  /** The upload's progress in per cent while it runs, null otherwise. */
  percent: number | null;
  /** Stops the upload in flight; what the user entered stays. */
  cancel: () => void;
  /** True after the last upload was cancelled (until the next one starts). */
  cancelled: boolean;
}

/**
 * A multipart call through the call cycle, with its upload's progress and a way to cancel it. A
 * failed or cancelled upload changes nothing in the form: every field and file stays.
 */
export function useUploadCall<P, T>(
  send: (payload: P, options: UploadOptions) => Promise<T>,
): UploadCall<P, T> {
  const [percent, setPercent] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const call = useCall(send);
  const { run: runCall } = call;

  const run = useCallback(
    async (payload: P) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setCancelled(false);
      setPercent(0);
      try {
        return await runCall(payload, {
          signal: own.signal,
          onUploadProgress: (progress) => {
            if (controller.current === own) setPercent(progress.percent);
          },
        });
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setPercent(null);
        }
      }
    },
    [runCall],
  );

  const cancel = useCallback(() => {
    if (!controller.current) return;
    setCancelled(true);
    controller.current.abort(new DOMException('The upload was cancelled.', 'AbortError'));
  }, []);

  return { ...call, run, percent, cancel, cancelled };
}
