import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerBridge, reloadOnControllerChange } from '@/features/pwa/api/worker-bridge.ts';
import { MemoryStorage } from '@/features/pwa/model/memory-storage.ts';
import { createReloader } from '@/features/pwa/model/reloader.ts';
import { applyUpdate, UPDATE_WAIT_MS } from '@/features/pwa/model/update-action.ts';
import { UPDATE_ATTEMPT_KEY } from '@/features/pwa/model/update-storage.ts';
import { FakeContainer, FakeRegistration, FakeWorker, fakeCaches } from '../../support/fake-worker.ts';

const PRECACHE = 'workbox-precache-v2-http://localhost/';
const NOW = 1_750_000_000_000;

/** A page with an old worker in control, maybe a new one waiting, and storage to clean. */
function page({ waiting }: { waiting: boolean }) {
  const old = new FakeWorker('old');
  const fresh = new FakeWorker('new');
  const registration = new FakeRegistration();
  registration.active = old;
  if (waiting) registration.waiting = fresh;
  const container = new FakeContainer(old);
  // The new worker takes control when told to skip waiting, as the browser does.
  fresh.postMessage.mockImplementation((message: { type: string }) => {
    if (message.type !== 'SKIP_WAITING') return;
    queueMicrotask(() => container.takeControl(fresh));
  });
  const reload = vi.fn();
  const reloader = createReloader(reload);
  const bridge = createWorkerBridge(registration.asRegistration, vi.fn());
  reloadOnControllerChange(container.asContainer, reloader.reloadOnce, () => bridge.asked());
  const caches = fakeCaches([PRECACHE, 'lazy-chunks', 'something-else']);
  const local = new MemoryStorage();
  for (const key of [
    'ui-options-cache',
    'app-version',
    'last-timestamp',
    'persist:redux-persist',
    'session-user',
    'theme',
  ]) {
    local.setItem(key, 'x');
  }
  const session = new MemoryStorage();
  session.setItem('pwa-update-later', '1');
  session.setItem('anything', 'y');
  const run = () =>
    applyUpdate({
      now: () => NOW,
      local,
      session,
      caches: caches.asCacheStorage,
      findWaitingWorker: () => bridge.findWaitingWorker(UPDATE_WAIT_MS),
      activateWaitingWorker: () => bridge.activateWaitingWorker(),
      reloadOnce: reloader.reloadOnce,
      schedule: (fn, ms) => void setTimeout(fn, ms),
    });
  return { run, reload, caches, local, session, fresh, container };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("'Update Now' with a new worker waiting", () => {
  it('records the attempt, clears the caches but the new precache, the named keys and the session', async () => {
    const { run, caches, local, session } = page({ waiting: true });
    await run();
    expect(local.getItem(UPDATE_ATTEMPT_KEY)).toBe(String(NOW));
    expect([...caches.live]).toEqual([PRECACHE]);
    expect(local.getItem('session-user')).toBe('x');
    expect(local.getItem('theme')).toBe('x');
    for (const key of ['ui-options-cache', 'app-version', 'last-timestamp', 'persist:redux-persist']) {
      expect(local.getItem(key)).toBeNull();
    }
    expect(session.length).toBe(0);
  });

  it('tells the worker to skip waiting only after cleaning up', async () => {
    const { run, fresh, session, caches } = page({ waiting: true });
    const seen: { session: number; caches: number }[] = [];
    fresh.postMessage.mockImplementationOnce(() =>
      seen.push({ session: session.length, caches: caches.live.size }),
    );
    await run();
    expect(fresh.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(seen).toEqual([{ session: 0, caches: 1 }]);
  });

  it('reloads once when the new worker takes control, and not again at the fallback', async () => {
    const { run, reload } = page({ waiting: true });
    await run();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_WAIT_MS * 3);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once after a while if the worker never takes control', async () => {
    const { run, reload, fresh } = page({ waiting: true });
    fresh.postMessage.mockImplementation(() => undefined);
    await run();
    await vi.advanceTimersByTimeAsync(UPDATE_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("'Update Now' with no new worker", () => {
  it('clears every cache (the old precache too) and reloads once, at once', async () => {
    const { run, reload, caches, session } = page({ waiting: false });
    await run();
    expect(caches.live.size).toBe(0);
    expect(session.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_WAIT_MS * 3);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still cleans up and reloads once where the browser has no Cache Storage', async () => {
    const reload = vi.fn();
    const local = new MemoryStorage();
    local.setItem('version', '1');
    await applyUpdate({
      now: () => NOW,
      local,
      session: new MemoryStorage(),
      caches: undefined,
      findWaitingWorker: async () => false,
      activateWaitingWorker: vi.fn(),
      reloadOnce: createReloader(reload).reloadOnce,
      schedule: vi.fn(),
    });
    expect(local.getItem('version')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
