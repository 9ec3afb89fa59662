/**
 * How often the app checks on the user's transfers when nobody asked (opening the app, coming
 * back online, returning to it): at most once in 5 minutes. A phone on a flaky connection goes
 * offline and online many times a minute; each check is the whole list, paid for in data.
 */
export const TRANSFER_CHECK_MS = 5 * 60_000;

/** The last list fetch that got an answer: whose, and when it started (ms since epoch). */
export interface CheckRecord {
  key: string;
  at: number;
}

export interface CheckInput {
  /** The signed-in user's cache key; undefined when nobody is signed in. */
  key: string | undefined;
  now: number;
  online: boolean;
  last: CheckRecord | undefined;
}

/**
 * Whether to fetch the list now: online and signed in, and never fetched for this user in this
 * session, or last fetched 5 minutes ago or more (or the clock moved back since).
 */
export function shouldCheckTransfers({ key, now, online, last }: CheckInput): boolean {
  if (!key || !online) return false;
  if (!last || last.key !== key) return true;
  const elapsed = now - last.at;
  return elapsed < 0 || elapsed >= TRANSFER_CHECK_MS;
}

/** A check record read back from storage, or undefined when it is not one. */
export function parseCheckRecord(raw: string | null): CheckRecord | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<CheckRecord> | null;
    return typeof value?.key === 'string' && typeof value.at === 'number' && Number.isFinite(value.at)
      ? { key: value.key, at: value.at }
      : undefined;
  } catch {
    return undefined;
  }
}
