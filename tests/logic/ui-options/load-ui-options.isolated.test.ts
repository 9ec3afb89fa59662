import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { UiOptions } from '@/api/contract.ts';
import { ApiError } from '@/lib/api-error.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

vi.mock('@/features/ui-options/api/get-ui-options.ts', () => ({ getUiOptions: vi.fn() }));
vi.mock('@/features/ui-options/api/ui-options-cache.ts', () => ({
  readCachedUiOptions: vi.fn(),
  writeCachedUiOptions: vi.fn(),
}));

const { getUiOptions } = await import('@/features/ui-options/api/get-ui-options.ts');
const cache = await import('@/features/ui-options/api/ui-options-cache.ts');
const { loadUiOptions, resetUiOptionsLoad, serverUiOptions } =
  await import('@/features/ui-options/api/load-ui-options.ts');
const { uiOptionsAtom, uiOptionsSavedAtAtom } = await import('@/features/ui-options/state.ts');

const getMock = vi.mocked(getUiOptions);
const readMock = vi.mocked(cache.readCachedUiOptions);
const writeMock = vi.mocked(cache.writeCachedUiOptions);

const CACHED: UiOptions = { ...UI_OPTIONS, footer: { ...UI_OPTIONS.footer, copyright: 'Cached copyright' } };
const CACHED_AT = 1_700_000_000_000;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let store: ReturnType<typeof createStore>;

beforeEach(() => {
  resetUiOptionsLoad();
  store = createStore();
  getMock.mockReset();
  readMock.mockReset();
  writeMock.mockReset();
});

describe('loadUiOptions', () => {
  it('shows the cached copy at once (before the first render), then replaces it with the server copy and saves that', async () => {
    readMock.mockReturnValue({ value: CACHED, savedAt: CACHED_AT });
    const server = deferred<UiOptions>();
    getMock.mockReturnValue(server.promise);

    const done = loadUiOptions(store);
    expect(store.get(uiOptionsAtom)).toBe(CACHED);
    expect(store.get(uiOptionsSavedAtAtom)).toBe(CACHED_AT);

    server.resolve(UI_OPTIONS);
    await expect(done).resolves.toBe(UI_OPTIONS);
    expect(store.get(uiOptionsAtom)).toBe(UI_OPTIONS);
    expect(store.get(uiOptionsSavedAtAtom)).toBeGreaterThan(CACHED_AT);
    expect(writeMock).toHaveBeenCalledWith(UI_OPTIONS, store.get(uiOptionsSavedAtAtom));
  });

  it('never puts the cached copy over one already shown', async () => {
    store.set(uiOptionsAtom, UI_OPTIONS);
    readMock.mockReturnValue({ value: CACHED, savedAt: CACHED_AT });
    const server = deferred<UiOptions>();
    getMock.mockReturnValue(server.promise);

    const done = loadUiOptions(store);
    expect(store.get(uiOptionsAtom)).toBe(UI_OPTIONS);
    server.reject(new ApiError('network'));
    await expect(done).resolves.toBe(UI_OPTIONS);
  });

  it('keeps the cached copy when the server fails (offline), and tries the server again next time', async () => {
    readMock.mockReturnValue({ value: CACHED, savedAt: CACHED_AT });
    getMock.mockRejectedValueOnce(new ApiError('network'));

    await expect(loadUiOptions(store)).resolves.toBe(CACHED);
    expect(store.get(uiOptionsAtom)).toBe(CACHED);
    expect(writeMock).not.toHaveBeenCalled();

    getMock.mockResolvedValueOnce(UI_OPTIONS);
    await expect(loadUiOptions(store)).resolves.toBe(UI_OPTIONS);
    expect(getMock).toHaveBeenCalledTimes(2);
    expect(store.get(uiOptionsAtom)).toBe(UI_OPTIONS);
  });

  it('resolves undefined with neither a cache nor a server, without throwing', async () => {
    readMock.mockReturnValue(undefined);
    getMock.mockRejectedValue(new ApiError('network'));
    await expect(loadUiOptions(store)).resolves.toBeUndefined();
    expect(store.get(uiOptionsAtom)).toBeUndefined();
  });

  it('asks the server once however many screens ask at the same time, and not again after success', async () => {
    readMock.mockReturnValue(undefined);
    getMock.mockResolvedValue(UI_OPTIONS);
    await Promise.all([loadUiOptions(store), loadUiOptions(store), loadUiOptions(store)]);
    await loadUiOptions(store);
    expect(getMock).toHaveBeenCalledTimes(1);
  });
});

describe("serverUiOptions: the server's answer, never the cached copy (the rate alerts' checks)", () => {
  const MOVED: UiOptions = { ...UI_OPTIONS, rates: { ...UI_OPTIONS.rates, GBP_TO_USD: 1.31 } };

  it('is undefined when the server cannot answer, though the cached copy shows', async () => {
    readMock.mockReturnValue({ value: CACHED, savedAt: CACHED_AT });
    getMock.mockRejectedValue(new ApiError('network'));
    await expect(serverUiOptions(store)).resolves.toBeUndefined();
    expect(store.get(uiOptionsAtom)).toBe(CACHED);
  });

  it("shares the page load's call, and takes its answer afterwards without asking again", async () => {
    readMock.mockReturnValue({ value: CACHED, savedAt: CACHED_AT });
    getMock.mockResolvedValue(UI_OPTIONS);
    const [, answered] = await Promise.all([loadUiOptions(store), serverUiOptions(store)]);
    expect(answered).toBe(UI_OPTIONS);
    await expect(serverUiOptions(store)).resolves.toBe(UI_OPTIONS);
    expect(getMock).toHaveBeenCalledTimes(1);
  });

  it('with again, asks the server anew once it has answered; several at once share the call', async () => {
    readMock.mockReturnValue(undefined);
    getMock.mockResolvedValueOnce(UI_OPTIONS).mockResolvedValue(MOVED);
    await expect(serverUiOptions(store)).resolves.toBe(UI_OPTIONS);
    const both = await Promise.all([
      serverUiOptions(store, { again: true }),
      serverUiOptions(store, { again: true }),
    ]);
    expect(both).toEqual([MOVED, MOVED]);
    expect(getMock).toHaveBeenCalledTimes(2);
    expect(store.get(uiOptionsAtom)).toBe(MOVED);
  });

  it('with again, is undefined when the server cannot answer this time', async () => {
    readMock.mockReturnValue(undefined);
    getMock.mockResolvedValueOnce(UI_OPTIONS).mockRejectedValue(new ApiError('network'));
    await serverUiOptions(store);
    await expect(serverUiOptions(store, { again: true })).resolves.toBeUndefined();
    expect(store.get(uiOptionsAtom)).toBe(UI_OPTIONS);
  });
});
