import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VersionMeta } from '@/api/contract.ts';
import { PwaRoot } from '@/features/pwa/components/pwa-root.tsx';
import { UPDATE_ATTEMPT_KEY, UPDATE_LATER_KEY } from '@/features/pwa/model/update-storage.ts';
import { UPDATE_WAIT_MS } from '@/features/pwa/model/update-action.ts';
import { startPwaRuntime } from '@/features/pwa/runtime.ts';
import { buildInfo } from '@/config/build-info.ts';
import { goOffline } from '../../support/browser.ts';
import { FakeWorker, installServiceWorkerApi } from '../../support/fake-worker.ts';
import { renderPwa, stubReload } from '../../support/render-pwa.tsx';

const newer = { version: '9.9.9', buildNumber: '999', buildTime: '2030-01-01T00:00:00.000Z' };

/** The server's /meta.json: the newer build, answered when the test says (at once unless held). */
function serveMeta(meta: VersionMeta = newer) {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (!String(input).startsWith('/meta.json')) throw new TypeError('Failed to fetch');
    await answered;
    return new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, answer };
}

/**
 * The page's PWA runtime starts, as a production page's does once loaded: its version check asks
 * for /meta.json at once. Its later checks (every 2 minutes) would outlive the test, so their
 * interval is a fake one nobody moves.
 */
function startRuntime(store: Parameters<typeof startPwaRuntime>[0]) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    startPwaRuntime(store);
  } finally {
    vi.useRealTimers();
  }
}

/** The page renders the PWA's pieces and starts its runtime, /meta.json naming the newer build. */
function loadPage() {
  const meta = serveMeta();
  meta.answer();
  const view = renderPwa(<PwaRoot />);
  startRuntime(view.store);
  return { ...view, meta };
}

// The overlay is a lazy chunk; load it once up front so the first test does not time out on it.
beforeAll(() => import('@/features/pwa/components/update-notice-host.tsx'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('PwaRoot', () => {
  it('shows no overlay until a new version is found', async () => {
    const meta = serveMeta();
    const { store } = renderPwa(<PwaRoot />);
    startRuntime(store);
    await waitFor(() => expect(meta.fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    meta.answer();
    const dialog = await screen.findByRole('alertdialog', { name: 'New Version Available!' });
    expect(dialog).toHaveTextContent(`Current version:${buildInfo.version} (build ${buildInfo.buildNumber})`);
    expect(dialog).toHaveTextContent('New version:9.9.9 (build 999)');
  });

  it("hides it on 'Later' and remembers that for the session", async () => {
    const { unmount, meta } = loadPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(UPDATE_LATER_KEY)).toBe('1');
    // The next page of the session checks nothing, so shows nothing.
    unmount();
    const next = renderPwa(<PwaRoot />);
    startRuntime(next.store);
    expect(meta.fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("offline, allows 'Update Now' only when a new worker already holds the new build", async () => {
    const { registration } = installServiceWorkerApi();
    loadPage();
    const update = await screen.findByRole('button', { name: 'Update Now' });
    // workbox-window and then the page's bridge listen for a new worker
    await waitFor(() => expect(registration.listenerCount).toBeGreaterThanOrEqual(2));
    act(() => goOffline());
    expect(update).toBeDisabled();
    // A new worker installs and waits; it says which build it serves (sw/sw.ts answers GET_VERSION).
    const worker = new FakeWorker('new');
    worker.postMessage.mockImplementation((message: { type?: string }, ports?: MessagePort[]) => {
      if (message.type === 'GET_VERSION') ports?.[0]?.postMessage(newer);
    });
    act(() => {
      registration.found(worker);
      registration.installed();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Now' })).toBeEnabled());
  });

  describe("'Update Now' (no service worker here: the page reloads from the network)", () => {
    let reload: ReturnType<typeof stubReload>;
    beforeEach(() => (reload = stubReload()));
    afterEach(() => {
      vi.useRealTimers();
      reload.restore();
    });

    it("reads 'Updating...', cleans up and reloads exactly once", async () => {
      localStorage.setItem('app-version', '1');
      localStorage.setItem('session-user', '{}');
      sessionStorage.setItem('draft', 'x');
      loadPage();
      // The app's timers are the test's to move: the fallback reload 'Update Now' may schedule
      // (model/update-action.ts) comes within UPDATE_WAIT_MS.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const before = Date.now();
      await userEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
      expect(await screen.findByText('Updating...')).toBeInTheDocument();
      await waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
      expect(Number(localStorage.getItem(UPDATE_ATTEMPT_KEY))).toBeGreaterThanOrEqual(before);
      expect(localStorage.getItem('app-version')).toBeNull();
      expect(localStorage.getItem('session-user')).toBe('{}');
      expect(sessionStorage.length).toBe(0);
      expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
      // Past every delay of the update's own: still the one reload.
      await act(() => vi.advanceTimersByTimeAsync(UPDATE_WAIT_MS));
      expect(reload.reload).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
    });

    // A test is a page load of its own: the setup resets the runtime's reload-once (resetPwaRuntime).
    it('reloads on the next page load too, which has not reloaded yet', async () => {
      loadPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
      await waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
    });
  });
});
