import { describe, expect, it } from 'vitest';
import { readSenderScoped, senderScoped, storedSender } from '@/lib/session/sender-storage.ts';

/** A tab's session storage, and who is signed in there. */
function tab(sender: string | null) {
  const storage = new Map<string, string>();
  const who = { sender };
  const strings = senderScoped(
    () => ({
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }),
    () => who.sender,
  );
  return { storage, who, strings };
}

describe('sender-scoped session storage: one sender per tab', () => {
  it('a value is read back by the sender who wrote it', () => {
    const { strings } = tab('7');
    strings.setItem('flow', '{"amount":"130"}');
    expect(strings.getItem('flow')).toBe('{"amount":"130"}');
  });

  it('another sender never reads it, and it is dropped', () => {
    const { strings, storage, who } = tab('7');
    strings.setItem('flow', '{"beneficiary":"Rudo"}');
    who.sender = '8';
    expect(strings.getItem('flow')).toBeNull();
    expect(storage.has('flow')).toBe(false);
  });

  it('nothing is written while no one is signed in', () => {
    const { strings, storage } = tab(null);
    strings.setItem('flow', '{}');
    expect(storage.size).toBe(0);
  });

  it('a value written before values carried their sender is dropped', () => {
    const { strings, storage } = tab('7');
    storage.set('flow', '{"amount":"130"}');
    expect(strings.getItem('flow')).toBeNull();
  });

  it('readSenderScoped reads what a key holds; storedSender reads the session user', () => {
    const { strings, storage } = tab('7');
    strings.setItem('flow', '{"amount":"130"}');
    expect(readSenderScoped(storage.get('flow') ?? null)).toEqual({ amount: '130' });
    expect(storedSender({ getItem: () => JSON.stringify({ id: 7 }) })).toBe('7');
    expect(storedSender({ getItem: () => null })).toBeNull();
  });
});
