/**
 * One tab at a time: runs `work` while this tab holds the lock `name` across the browser's tabs
 * and windows of this origin, or does not run it when another tab holds it (no waiting: the
 * caller tells the user). The Web Locks API where the browser has it; otherwise a claim over a
 * BroadcastChannel (tabs answer a claim while they hold the name, the lower id wins a tie); with
 * neither, the work runs.
 */
export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/** How long a BroadcastChannel claim waits for another tab to say it holds the name. */
export const CLAIM_WAIT_MS = 120;

type ClaimMessage = { type: 'claim' | 'held'; id: string };

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fallback: claim the name over a BroadcastChannel, hold it while the work runs. */
async function withBroadcastClaim<T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>> {
  const channel = new BroadcastChannel(`tab-lock:${name}`);
  const id = randomId();
  let state: 'claiming' | 'holding' | 'lost' = 'claiming';
  channel.onmessage = (event: MessageEvent<ClaimMessage>) => {
    const message = event.data;
    if (message.type === 'held') {
      if (state === 'claiming') state = 'lost';
      return;
    }
    // Another tab claims: a holder says so; a claimer with the lower id wins, the other yields.
    if (state === 'holding' || (state === 'claiming' && id < message.id))
      channel.postMessage({ type: 'held', id } satisfies ClaimMessage);
    else if (state === 'claiming') state = 'lost';
  };
  try {
    channel.postMessage({ type: 'claim', id } satisfies ClaimMessage);
    await sleep(CLAIM_WAIT_MS);
    if (state !== 'claiming') return { ran: false };
    state = 'holding';
    return { ran: true, value: await work() };
  } finally {
    channel.close();
  }
}

export async function withTabLock<T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>> {
  const locks = globalThis.navigator?.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(name, { ifAvailable: true }, async (lock) =>
      lock ? { ran: true as const, value: await work() } : { ran: false as const },
    );
  }
  if (typeof BroadcastChannel === 'function') return withBroadcastClaim(name, work);
  return { ran: true, value: await work() };
}
