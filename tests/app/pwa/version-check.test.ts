import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionMeta } from '@/api/contract.ts';
import type { UpdateNotice } from '@/features/pwa/state.ts';
import { MemoryStorage } from '@/features/pwa/model/memory-storage.ts';
import { dismissForSession, recordUpdateAttempt } from '@/features/pwa/model/update-storage.ts';
import {
  checkForUpdate,
  singleFlight,
  startVersionPoller,
  type VersionCheckDeps,
} from '@/features/pwa/model/version-check.ts';

const POLL_MS = 120_000;
const current: VersionMeta = { version: '0.2.04', buildNumber: '101', buildTime: '2025-06-01T10:00:00.000Z' };
const newer: VersionMeta = { version: '0.2.04', buildNumber: '102', buildTime: '2025-06-01T11:00:00.000Z' };
const quickRebuild: VersionMeta = {
  version: '0.2.04',
  buildNumber: '102',
  buildTime: '2025-06-01T10:00:30.000Z',
};

/** A poller over fakes: what /meta.json answers, whether a worker waits, and what was shown. */
function setup(
  answer: () => Promise<VersionMeta>,
  options: { waiting?: boolean; served?: VersionMeta | null } = {},
) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const shown: UpdateNotice[] = [];
  const fetchLatest = vi.fn(answer);
  const deps: VersionCheckDeps = {
    current,
    fetchLatest,
    workerWaiting: () => options.waiting ?? false,
    waitingBuild: async () => options.served ?? null,
    local,
    session,
    now: () => Date.now(),
    show: (notice) => shown.push(notice),
  };
  const check = singleFlight(() => checkForUpdate(deps));
  return { deps, local, session, shown, fetchLatest, start: () => startVersionPoller(check, POLL_MS) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-02T08:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('the version poller', () => {
  it('checks /meta.json on load and then every 120 s', async () => {
    const { fetchLatest, start } = setup(async () => current);
    const stop = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
  });

  it('shows the notice with the newer build, and nothing for the same build', async () => {
    let answer = current;
    const { shown, start } = setup(async () => answer);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([]);
    answer = newer;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(shown).toEqual([{ latest: newer }]);
  });

  it('skips every check for 5 minutes after an update attempt', async () => {
    const { fetchLatest, local, shown, start } = setup(async () => newer);
    recordUpdateAttempt(local, Date.now());
    start();
    await vi.advanceTimersByTimeAsync(0); // load
    await vi.advanceTimersByTimeAsync(POLL_MS); // 2 min
    await vi.advanceTimersByTimeAsync(POLL_MS); // 4 min
    expect(fetchLatest).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(POLL_MS); // 6 min: past the pause
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ latest: newer }]);
  });

  it("after 'Later' shows nothing more for the session, and stops fetching", async () => {
    const { fetchLatest, session, shown, start } = setup(async () => newer);
    start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveLength(1);
    dismissForSession(session);
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(shown).toHaveLength(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it("does not show a notice when 'Later' is pressed while a check is running", async () => {
    let release!: (meta: VersionMeta) => void;
    const { deps, session, shown } = setup(() => new Promise((resolve) => (release = resolve)));
    const outcome = checkForUpdate(deps);
    dismissForSession(session);
    release(newer);
    expect(await outcome).toBe('dismissed');
    expect(shown).toEqual([]);
  });

  it('shows the notice when the check fails while a new worker is waiting', async () => {
    const { deps, shown } = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      waiting: true,
      served: newer,
    });
    expect(await checkForUpdate(deps)).toBe('worker-waiting');
    expect(shown).toEqual([{ latest: newer }]);
  });

  it('shows nothing when the check fails and no worker is waiting', async () => {
    const { deps, shown } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await checkForUpdate(deps)).toBe('failed');
    expect(shown).toEqual([]);
  });

  it('shows the notice for a waiting worker even when meta.json is not newer by the rule', async () => {
    const { deps, shown } = setup(async () => quickRebuild, { waiting: true, served: null });
    expect(await checkForUpdate(deps)).toBe('worker-waiting');
    expect(shown).toEqual([{ latest: quickRebuild }]);
  });

  it('runs one check at a time', async () => {
    let release!: (meta: VersionMeta) => void;
    const { deps, fetchLatest } = setup(() => new Promise((resolve) => (release = resolve)));
    const check = singleFlight(() => checkForUpdate(deps));
    const first = check();
    const second = check();
    expect(second).toBe(first);
    release(current);
    await first;
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
});
