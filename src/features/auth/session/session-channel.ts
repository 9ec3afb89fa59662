/**
 * Keeps open tabs of the app in step: a logout in one logs the others out, and activity or a
 * 'No' to the session-timeout dialog in one keeps the others signed in. BroadcastChannel
 * 'session'; where it is missing, a localStorage write that other tabs see as a storage event.
 */

/** What one tab tells the others. */
export type SessionMessage = { type: 'logout' } | { type: 'activity' } | { type: 'stay' };

/** The BroadcastChannel's name. */
export const SESSION_CHANNEL = 'session';
/** The localStorage key of the fallback. */
export const SESSION_MESSAGE_KEY = 'session-message';

/** Activity is told at most this often (the idle timeout counts in minutes). */
export const ACTIVITY_BROADCAST_MS = 10_000;

const TYPES = new Set<string>(['logout', 'activity', 'stay']);

let channel: BroadcastChannel | null | undefined;
let lastActivityPost = Number.NEGATIVE_INFINITY;

/** One channel per tab: a tab never hears its own messages. */
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  }
  return channel;
}

function parse(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && TYPES.has(type) ? ({ type } as SessionMessage) : null;
}

/** Tells the other open tabs. */
export function postSessionMessage(message: SessionMessage): void {
  const open = getChannel();
  if (open) {
    open.postMessage(message);
    return;
  }
  try {
    // A fresh value each time so that the same message twice still fires a storage event.
    localStorage.setItem(
      SESSION_MESSAGE_KEY,
      JSON.stringify({ ...message, at: Date.now(), n: Math.random() }),
    );
    localStorage.removeItem(SESSION_MESSAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the other tabs find the cookie gone on their next call.
  }
}

/** Tells the other tabs the user is active here, at most once per ACTIVITY_BROADCAST_MS. */
export function postActivity(now = Date.now()): void {
  if (now - lastActivityPost < ACTIVITY_BROADCAST_MS) return;
  lastActivityPost = now;
  postSessionMessage({ type: 'activity' });
}

/** Calls `handler` with each message from another tab; returns the unsubscribe. */
export function onSessionMessage(handler: (message: SessionMessage) => void): () => void {
  const open = getChannel();
  if (open) {
    const listener = (event: MessageEvent) => {
      const message = parse(event.data);
      if (message) handler(message);
    };
    open.addEventListener('message', listener);
    return () => open.removeEventListener('message', listener);
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== SESSION_MESSAGE_KEY || !event.newValue) return;
    let data: unknown;
    try {
      data = JSON.parse(event.newValue);
    } catch {
      return;
    }
    const message = parse(data);
    if (message) handler(message);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Forgets the channel and the activity throttle (tests). */
export function resetSessionChannel(): void {
  channel?.close();
  channel = undefined;
  lastActivityPost = Number.NEGATIVE_INFINITY;
}
