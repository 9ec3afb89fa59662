import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { FakeWorker, installServiceWorkerApi } from '../../support/fake-worker.ts';

const meta = { version: '0.2.04', buildNumber: '0', buildTime: '2025-06-01T10:00:00.000Z' };

beforeEach(() => {
  vi.resetModules(); // startPwa runs once per page: a fresh module per test
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('startPwa', () => {
  it('in development listens for the install prompt but registers no worker and polls nothing', async () => {
    const { container } = installServiceWorkerApi();
    const { startPwa } = await import('@/features/pwa');
    const { installPromptAtom } = await import('@/features/pwa/state.ts');
    const store = createStore();
    startPwa(store, false);
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(store.get(installPromptAtom)).not.toBeNull();
    // Had it started the runtime (a chunk of its own), that chunk would be loaded once this load of
    // it is (they share it, the page's first), and its version check would have asked for
    // meta.json at once (runtime.ts, startVersionPoller).
    await import('@/features/pwa/runtime.ts');
    expect(container.register).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('in production, once loaded, registers /sw.js and checks /meta.json', async () => {
    const { container } = installServiceWorkerApi();
    const { startPwa } = await import('@/features/pwa');
    startPwa(createStore(), true);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/^\/meta\.json\?timestamp=\d+$/),
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('shows the notice when a new worker starts waiting, even with meta.json unchanged', async () => {
    const { registration } = installServiceWorkerApi();
    const { startPwa } = await import('@/features/pwa');
    const { updateNoticeAtom, workerWaitingAtom } = await import('@/features/pwa/state.ts');
    const store = createStore();
    startPwa(store, true);
    // workbox-window and then the page's bridge listen for updatefound
    await vi.waitFor(() => expect(registration.listenerCount).toBeGreaterThanOrEqual(2));
    const worker = new FakeWorker('new');
    // The new worker says which build it serves (sw/sw.ts answers GET_VERSION).
    const served = { version: '0.2.04', buildNumber: '9', buildTime: '2026-11-28T02:00:00.000Z' };
    worker.postMessage.mockImplementation((message: { type?: string }, ports?: MessagePort[]) => {
      if (message.type === 'GET_VERSION') ports?.[0]?.postMessage(served);
    });
    registration.found(worker);
    registration.installed();
    await vi.waitFor(() => expect(store.get(updateNoticeAtom)).toEqual({ latest: served }));
    expect(store.get(workerWaitingAtom)).toBe(true);
  });
});
