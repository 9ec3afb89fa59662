import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PwaRoot } from '@/features/pwa/components/pwa-root.tsx';
import { UPDATE_ATTEMPT_KEY, UPDATE_LATER_KEY } from '@/features/pwa/model/update-storage.ts';
import { UPDATE_WAIT_MS } from '@/features/pwa/model/update-action.ts';
import { updateNoticeAtom, workerWaitingAtom } from '@/features/pwa/state.ts';
import { buildInfo } from '@/config/build-info.ts';
import { renderPwa, stubReload } from '../../support/render-pwa.tsx';

const newer = { version: '9.9.9', buildNumber: '999', buildTime: '2030-01-01T00:00:00.000Z' };

// The overlay is a lazy chunk; load it once up front so the first test does not time out on it.
beforeAll(() => import('@/features/pwa/components/update-notice-host.tsx'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('PwaRoot', () => {
  it('shows no overlay until a new version is found', async () => {
    const { store } = renderPwa(<PwaRoot />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => store.set(updateNoticeAtom, { latest: newer }));
    const dialog = await screen.findByRole('alertdialog', { name: 'New Version Available!' });
    expect(dialog).toHaveTextContent(`Current version:${buildInfo.version} (build ${buildInfo.buildNumber})`);
    expect(dialog).toHaveTextContent('New version:9.9.9 (build 999)');
  });

  it("hides it on 'Later' and remembers that for the session", async () => {
    const { store } = renderPwa(<PwaRoot />);
    act(() => store.set(updateNoticeAtom, { latest: newer }));
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem(UPDATE_LATER_KEY)).toBe('1');
    expect(store.get(updateNoticeAtom)).toBeNull();
  });

  it("offline, allows 'Update Now' only when a new worker already holds the new build", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { store } = renderPwa(<PwaRoot />);
    act(() => store.set(updateNoticeAtom, { latest: newer }));
    expect(await screen.findByRole('button', { name: 'Update Now' })).toBeDisabled();
    act(() => store.set(workerWaitingAtom, true));
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeEnabled();
    vi.restoreAllMocks();
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
      // The app's timers are the test's to move: the fallback reload 'Update Now' may schedule
      // (model/update-action.ts) comes within UPDATE_WAIT_MS.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const { store } = renderPwa(<PwaRoot />);
      act(() => store.set(updateNoticeAtom, { latest: newer }));
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
      const { store } = renderPwa(<PwaRoot />);
      act(() => store.set(updateNoticeAtom, { latest: newer }));
      await userEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
      await waitFor(() => expect(reload.reload).toHaveBeenCalledTimes(1));
    });
  });
});
