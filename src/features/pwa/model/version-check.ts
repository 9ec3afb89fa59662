import type { VersionMeta } from '@/api/contract.ts';
import type { UpdateNotice } from '../state.ts';
import { isNewerBuild } from './newer-build.ts';
import { inUpdateCooldown, isDismissedForSession } from './update-storage.ts';

/** What a version check needs from the browser, injected so it runs under fake timers in tests. */
export interface VersionCheckDeps {
  /** The running build (src/config/build-info.ts). */
  current: VersionMeta;
  /** GET /meta.json?timestamp, never from a cache; rejects on a network or server failure. */
  fetchLatest: () => Promise<VersionMeta>;
  /** Whether a new service worker is installed and waiting. */
  workerWaiting: () => boolean;
  /** The build the waiting worker serves, when it can say. */
  waitingBuild: () => Promise<VersionMeta | null>;
  local: Storage;
  session: Storage;
  now: () => number;
  /** Shows the update notice. */
  show: (notice: UpdateNotice) => void;
}

/** What one check did: skipped, found a newer build or a waiting worker, or found nothing. */
export type CheckOutcome = 'dismissed' | 'cooldown' | 'newer' | 'worker-waiting' | 'up-to-date' | 'failed';

/**
 * One version check (spec: update notice). Skipped after 'Later' in this session and for 5
 * minutes after an update attempt. A newer /meta.json shows the notice; so does a waiting worker
 * (the cached app is not the latest), even when /meta.json cannot be fetched.
 */
export async function checkForUpdate(deps: VersionCheckDeps): Promise<CheckOutcome> {
  const skipped = () =>
    isDismissedForSession(deps.session)
      ? 'dismissed'
      : inUpdateCooldown(deps.local, deps.now())
        ? 'cooldown'
        : null;
  const before = skipped();
  if (before) return before;
  let latest: VersionMeta | null = null;
  try {
    latest = await deps.fetchLatest();
  } catch {
    latest = null;
  }
  const after = skipped(); // 'Later' may have been pressed while the check ran
  if (after) return after;
  if (latest && isNewerBuild(deps.current, latest)) {
    deps.show({ latest });
    return 'newer';
  }
  if (deps.workerWaiting()) {
    const served = await deps.waitingBuild().catch(() => null);
    const differs = latest && latest.buildNumber !== deps.current.buildNumber ? latest : null;
    deps.show({ latest: served ?? differs });
    return 'worker-waiting';
  }
  return latest ? 'up-to-date' : 'failed';
}

/** A check that never runs twice at once: a call while one is running shares its result. */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Checks now (on load) and then every `intervalMs`; returns a function that stops it. */
export function startVersionPoller(check: () => Promise<unknown>, intervalMs: number): () => void {
  const tick = () => void check().catch(() => undefined);
  tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
