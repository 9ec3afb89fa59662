import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { ApiError, NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { callStateAtom, useCall } from '@/lib/use-call.ts';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function wrapperWith(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

const failure = (message: string) => new ApiError('http', { httpStatus: 422, body: { result: { message } } });

describe('useCall', () => {
  it('starts idle', () => {
    const { result } = renderHook(() => useCall(async () => 1), wrapperWith());
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
  });

  it('sets loading, then stores the data and returns it', async () => {
    const pending = deferred<string>();
    const { result } = renderHook(
      () => useCall((id: string) => pending.promise.then((v) => `${v}:${id}`)),
      wrapperWith(),
    );
    let returned: Promise<string | undefined>;
    act(() => {
      returned = result.current.run('a');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => pending.resolve('done'));
    expect(await returned!).toBe('done:a');
    expect(result.current).toMatchObject({ data: 'done:a', loading: false, error: undefined });
  });

  it('stores the ApiError, keeps the data, and resolves undefined instead of throwing', async () => {
    let fail = false;
    const { result } = renderHook(
      () =>
        useCall(async () => {
          if (fail) throw failure('Nope');
          return 'first';
        }),
      wrapperWith(),
    );
    await act(() => result.current.run());
    fail = true;
    let returned: string | undefined = 'unset';
    await act(async () => {
      returned = await result.current.run();
    });
    expect(returned).toBeUndefined();
    expect(result.current.data).toBe('first');
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.message).toBe('Nope');
  });

  it('clears the error when a new run starts, and on success', async () => {
    const pending = deferred<number>();
    let call = 0;
    const { result } = renderHook(
      () => useCall(() => (++call === 1 ? Promise.reject(failure('Bad')) : pending.promise)),
      wrapperWith(),
    );
    await act(() => result.current.run());
    expect(result.current.error?.message).toBe('Bad');
    act(() => void result.current.run());
    expect(result.current).toMatchObject({ loading: true, error: undefined });
    await act(async () => pending.resolve(7));
    expect(result.current).toMatchObject({ data: 7, loading: false, error: undefined });
  });

  it('wraps an unexpected exception in an ApiError with its cause', async () => {
    const bug = new TypeError('x is undefined');
    const { result } = renderHook(() => useCall(() => Promise.reject(bug)), wrapperWith());
    await act(() => result.current.run());
    expect(result.current.error).toMatchObject({ kind: 'status', messages: [NO_BODY_MESSAGE], cause: bug });
  });

  it('ignores a caller abort', async () => {
    const abort = new DOMException('aborted', 'AbortError');
    const { result } = renderHook(() => useCall(() => Promise.reject(abort)), wrapperWith());
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ loading: false, error: undefined });
  });

  it('clearError clears only the error', async () => {
    let fail = false;
    const { result } = renderHook(
      () => useCall(async () => (fail ? Promise.reject(failure('Bad')) : 'kept')),
      wrapperWith(),
    );
    await act(() => result.current.run());
    fail = true;
    await act(() => result.current.run());
    act(() => result.current.clearError());
    expect(result.current).toMatchObject({ data: 'kept', error: undefined, loading: false });
  });

  it('never lets an earlier, slower run overwrite a newer one', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const queue = [slow.promise, fast.promise];
    const { result } = renderHook(() => useCall(() => queue.shift()!), wrapperWith());
    act(() => {
      void result.current.run();
      void result.current.run();
    });
    await act(async () => fast.resolve('new'));
    expect(result.current).toMatchObject({ data: 'new', loading: false });
    await act(async () => slow.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('ignores a stale failure too', async () => {
    const slow = deferred<string>();
    const queue = [slow.promise, Promise.resolve('new')];
    const { result } = renderHook(() => useCall(() => queue.shift()!), wrapperWith());
    await act(async () => {
      void result.current.run();
      await result.current.run();
    });
    await act(async () => slow.reject(failure('late')));
    expect(result.current).toMatchObject({ data: 'new', error: undefined, loading: false });
  });

  it('reset returns to idle and ignores the run in flight', async () => {
    const pending = deferred<string>();
    const { result } = renderHook(() => useCall(() => pending.promise), wrapperWith());
    act(() => void result.current.run());
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ data: undefined, loading: false, error: undefined });
    await act(async () => pending.resolve('late'));
    expect(result.current.data).toBeUndefined();
  });

  it('shares state through a slice atom, readable from the store outside React', async () => {
    const slice = callStateAtom<number>();
    const { store, wrapper } = wrapperWith();
    const { result } = renderHook(
      () => ({
        runner: useCall(async (n: number) => n * 2, { atom: slice }),
        reader: useCall(async () => 0, { atom: slice }),
      }),
      { wrapper },
    );
    await act(() => result.current.runner.run(21));
    expect(result.current.reader.data).toBe(42);
    expect(store.get(slice)).toEqual({ data: 42, loading: false, error: undefined });
  });

  it('keeps state apart between hooks with their own atoms', async () => {
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => ({ a: useCall(async () => 'a'), b: useCall(async () => 'b') }), {
      wrapper,
    });
    await act(() => result.current.a.run());
    expect(result.current.a.data).toBe('a');
    expect(result.current.b.data).toBeUndefined();
  });

  it('runs the latest function given', async () => {
    const { wrapper } = wrapperWith();
    const { result, rerender } = renderHook(({ value }) => useCall(async () => value), {
      wrapper,
      initialProps: { value: 'one' },
    });
    rerender({ value: 'two' });
    await act(() => result.current.run());
    expect(result.current.data).toBe('two');
  });
});
