import { useCallback, useEffect, useRef, useState } from 'react';
import { atom, useAtom, type PrimitiveAtom } from 'jotai';
import { ApiError } from './api-error.ts';

/** The spec's generic call cycle: loading, the last data, the last error. */
export interface CallState<T> {
  data: T | undefined;
  loading: boolean;
  error: ApiError | undefined;
}

export type CallStateAtom<T> = PrimitiveAtom<CallState<T>>;

const idle = <T>(): CallState<T> => ({ data: undefined, loading: false, error: undefined });

/** A call-state slice; pass it to several `useCall`s so a flow shares one cycle. */
export function callStateAtom<T>(): CallStateAtom<T> {
  return atom(idle<T>());
}

/** The number of the latest run per slice, so a slower earlier run never overwrites a newer one. */
const latestRun = new WeakMap<object, number>();

function nextRun(slice: object): number {
  const run = (latestRun.get(slice) ?? 0) + 1;
  latestRun.set(slice, run);
  return run;
}

/** The caller aborted the call (a DOMException, which need not extend Error everywhere). */
const isAbort = (error: unknown) =>
  !(error instanceof ApiError) &&
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/** Any failure as an ApiError (an unexpected exception keeps its cause; kind 'status'). */
function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('status', { cause: error });
}

export interface UseCall<A extends unknown[], T> extends CallState<T> {
  /** Runs the call; resolves with its result, or undefined on error (never rejects). */
  run: (...args: A) => Promise<T | undefined>;
  clearError: () => void;
  /** Back to idle: data and error cleared; a run in flight is ignored. */
  reset: () => void;
}

/** Runs `fn` through the call cycle, its state in a Jotai atom (the one given or a local one). */
export function useCall<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  options: { atom?: CallStateAtom<T> } = {},
): UseCall<A, T> {
  const [localAtom] = useState(() => callStateAtom<T>());
  const slice = options.atom ?? localAtom;
  const [state, setState] = useAtom(slice);
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);

  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      const id = nextRun(slice);
      const isLatest = () => latestRun.get(slice) === id;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      try {
        const data = await fnRef.current(...args);
        if (isLatest()) setState({ data, loading: false, error: undefined });
        return data;
      } catch (error) {
        if (!isLatest()) return undefined;
        if (isAbort(error)) setState((previous) => ({ ...previous, loading: false }));
        else setState((previous) => ({ ...previous, loading: false, error: asApiError(error) }));
        return undefined;
      }
    },
    [slice, setState],
  );

  const clearError = useCallback(
    () => setState((previous) => ({ ...previous, error: undefined })),
    [setState],
  );
  const reset = useCallback(() => {
    nextRun(slice);
    // Already idle: the same state, so nothing renders again (e.g. a quote reset per keystroke).
    setState((previous) =>
      previous.data === undefined && !previous.loading && previous.error === undefined ? previous : idle<T>(),
    );
  }, [slice, setState]);

  return { ...state, run, clearError, reset };
}
