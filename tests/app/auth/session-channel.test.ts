import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_BROADCAST_MS,
  SESSION_CHANNEL,
  SESSION_MESSAGE_KEY,
  onSessionMessage,
  postActivity,
  postSessionMessage,
  resetSessionChannel,
  type SessionMessage,
} from '@/features/auth/session/session-channel.ts';

/** Another tab's end of the channel. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  return { channel, heard };
}

beforeEach(resetSessionChannel);
afterEach(() => {
  resetSessionChannel();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session channel (BroadcastChannel "session")', () => {
  it('sends messages to the other tabs', async () => {
    const tab = otherTab();
    postSessionMessage({ type: 'stay' });
    await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'stay' }]));
    tab.channel.close();
  });

  it('hears the other tabs, ignoring anything that is not a session message', async () => {
    const heard: SessionMessage[] = [];
    const stop = onSessionMessage((message) => heard.push(message));
    const tab = otherTab();
    tab.channel.postMessage('logout');
    tab.channel.postMessage({ type: 'delete-everything' });
    tab.channel.postMessage({ type: 'logout', extra: 1 });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'logout' }]));
    // A listener still subscribed hears the next message in the same delivery as the stopped one would.
    const still: SessionMessage[] = [];
    const stopStill = onSessionMessage((message) => still.push(message));
    stop();
    tab.channel.postMessage({ type: 'stay' });
    await vi.waitFor(() => expect(still).toEqual([{ type: 'stay' }]));
    expect(heard).toEqual([{ type: 'logout' }]);
    stopStill();
    tab.channel.close();
  });

  it('does not hear its own messages', async () => {
    const heard: SessionMessage[] = [];
    const stop = onSessionMessage((message) => heard.push(message));
    const tab = otherTab();
    postSessionMessage({ type: 'logout' });
    // The other tab has it; then it answers, and that answer, sent after, reaches this tab after
    // anything of this tab's own that would have come back to it.
    await vi.waitFor(() => expect(tab.heard).toEqual([{ type: 'logout' }]));
    tab.channel.postMessage({ type: 'stay' });
    await vi.waitFor(() => expect(heard).toContainEqual({ type: 'stay' }));
    expect(heard).toEqual([{ type: 'stay' }]);
    stop();
    tab.channel.close();
  });

  it('tells activity at most once per 10 seconds', async () => {
    expect(ACTIVITY_BROADCAST_MS).toBe(10_000);
    const tab = otherTab();
    postActivity(1_000);
    postActivity(5_000);
    postActivity(10_999);
    postActivity(11_000);
    await vi.waitFor(() => expect(tab.heard).toHaveLength(2));
    expect(tab.heard).toEqual([{ type: 'activity' }, { type: 'activity' }]);
    tab.channel.close();
  });
});

describe('session channel fallback (no BroadcastChannel)', () => {
  beforeEach(() => vi.stubGlobal('BroadcastChannel', undefined));

  it('writes the message to localStorage and removes it at once (other tabs get a storage event)', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    postSessionMessage({ type: 'logout' });
    postSessionMessage({ type: 'logout' });
    const writes = setItem.mock.calls
      .filter(([key]) => key === SESSION_MESSAGE_KEY)
      .map(([, value]) => value);
    expect(writes.map((value) => JSON.parse(value).type)).toEqual(['logout', 'logout']);
    expect(writes[0]).not.toBe(writes[1]);
    expect(localStorage.getItem(SESSION_MESSAGE_KEY)).toBeNull();
  });

  it('hears storage events of the key, not their removal nor other keys', () => {
    const heard: SessionMessage[] = [];
    const stop = onSessionMessage((message) => heard.push(message));
    const fire = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire(SESSION_MESSAGE_KEY, JSON.stringify({ type: 'logout', at: 1 }));
    fire(SESSION_MESSAGE_KEY, null);
    fire(SESSION_MESSAGE_KEY, 'not json');
    fire('other', JSON.stringify({ type: 'logout' }));
    expect(heard).toEqual([{ type: 'logout' }]);
    stop();
    fire(SESSION_MESSAGE_KEY, JSON.stringify({ type: 'stay' }));
    expect(heard).toEqual([{ type: 'logout' }]);
  });
});
