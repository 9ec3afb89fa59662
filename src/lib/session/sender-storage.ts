import { createJSONStorage } from 'jotai/utils';
import { SESSION_USER_KEY } from './user.ts';

/**
 * Session storage whose values carry the sender they belong to (DESIGN.md 'One sender per tab'):
 * a value is written with the signed-in user's id and read back only by that user; another
 * sender's (a tab restored after someone else signed in, a sign-up over an old session) is
 * dropped, never shown. Nothing is written while no one is signed in. For the send flows' state
 * through Jotai's `createJSONStorage`, so what they keep is JSON as before, inside the envelope.
 */
interface Envelope {
  sender: string;
  value: string;
}

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function parse(raw: string): Envelope | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { sender, value: inner } = value as Record<string, unknown>;
    return typeof sender === 'string' && typeof inner === 'string' ? { sender, value: inner } : null;
  } catch {
    return null;
  }
}

/** The signed-in user's id, as the session keeps it in local storage; null when none. */
export function storedSender(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    const user: unknown = JSON.parse(storage.getItem(SESSION_USER_KEY) ?? 'null');
    const id = (user as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** A string storage over `storage` whose values belong to `sender()`. */
export function senderScoped(
  storage: () => StringStorage,
  sender: () => string | null = storedSender,
): StringStorage {
  return {
    getItem(key) {
      const raw = storage().getItem(key);
      if (raw === null) return null;
      const envelope = parse(raw);
      if (envelope && envelope.sender === sender()) return envelope.value;
      storage().removeItem(key);
      return null;
    },
    setItem(key, value) {
      const who = sender();
      if (who !== null) storage().setItem(key, JSON.stringify({ sender: who, value } satisfies Envelope));
    },
    removeItem(key) {
      storage().removeItem(key);
    },
  };
}

/** Jotai's JSON storage over this tab's session storage, scoped to the signed-in sender. */
export function senderSessionStorage<T>() {
  return createJSONStorage<T>(() => senderScoped(() => sessionStorage));
}

/** What a sender-scoped key holds, parsed (tests and tools reading the storage directly). */
export function readSenderScoped<T>(raw: string | null): T | null {
  const envelope = raw === null ? null : parse(raw);
  return envelope ? (JSON.parse(envelope.value) as T) : null;
}
