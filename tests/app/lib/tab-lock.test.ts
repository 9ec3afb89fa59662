import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTabLock, type LockOutcome } from '@/lib/tab-lock.ts';

type LockCallback = (lock: { name: string } | null) => Promise<unknown>;

/** Web Locks as the browser runs them with `ifAvailable`: a held name gives the callback null. */
function fakeLocks() {
  const held = new Set<string>();
  const requests: { name: string; options: { ifAvailable?: boolean } }[] = [];
  const locks = {
    async request(name: string, options: { ifAvailable?: boolean }, callback: LockCallback) {
      requests.push({ name, options });
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  return { locks, requests };
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Work that says when it started and holds on until its gate opens. */
function heldWork<T>(value: T) {
  const started = gate();
  const release = gate();
  const work = vi.fn(async () => {
    started.open();
    await release.opened;
    return value;
  });
  return { work, started: started.opened, release: release.open };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('withTabLock with Web Locks', () => {
  let fake: ReturnType<typeof fakeLocks>;
  beforeEach(() => {
    fake = fakeLocks();
    vi.stubGlobal('navigator', { locks: fake.locks });
  });

  it('runs the work once and returns its value, asking for the lock without waiting', async () => {
    const work = vi.fn(async () => 42);
    await expect(withTabLock('x', work)).resolves.toEqual({ ran: true, value: 42 });
    expect(work).toHaveBeenCalledTimes(1);
    expect(fake.requests).toEqual([{ name: 'x', options: { ifAvailable: true } }]);
  });

  it('a second call while the first holds the name does not run', async () => {
    const first = heldWork('first');
    const running = withTabLock('x', first.work);
    await first.started;
    const second = vi.fn(async () => 'second');
    await expect(withTabLock('x', second)).resolves.toEqual({ ran: false });
    expect(second).not.toHaveBeenCalled();
    first.release();
    await expect(running).resolves.toEqual({ ran: true, value: 'first' });
    expect(first.work).toHaveBeenCalledTimes(1);
  });

  it('another name runs alongside', async () => {
    const first = heldWork('first');
    const running = withTabLock('x', first.work);
    await first.started;
    await expect(withTabLock('y', async () => 'other')).resolves.toEqual({ ran: true, value: 'other' });
    first.release();
    await running;
  });

  it("the work's failure reaches the caller", async () => {
    await expect(
      withTabLock('x', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(withTabLock('x', async () => 'next')).resolves.toEqual({ ran: true, value: 'next' });
  });

  it('does not open a BroadcastChannel', async () => {
    const opened = vi.fn();
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor() {
          opened();
        }
      },
    );
    await withTabLock('x', async () => 1);
    expect(opened).not.toHaveBeenCalled();
  });
});

describe('withTabLock over a BroadcastChannel (no Web Locks)', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', {});
    // Node's own: it delivers to the other channels of the same name in this process, never to the
    // sender's own, so two calls here act as two tabs.
    expect(typeof BroadcastChannel).toBe('function');
  });

  it('runs the work alone', async () => {
    const work = vi.fn(async () => 'value');
    await expect(withTabLock('x', work)).resolves.toEqual({ ran: true, value: 'value' });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the first', ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']],
    ['the second', ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001']],
  ] as const)('two calls at once: exactly one runs (the lower id, here %s)', async (winner, ids) => {
    vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(ids[0]).mockReturnValueOnce(ids[1]);
    const first = vi.fn(async () => 'first');
    const second = vi.fn(async () => 'second');
    const outcomes = await Promise.all([withTabLock('x', first), withTabLock('x', second)]);
    const expected: LockOutcome<string>[] =
      winner === 'the first'
        ? [{ ran: true, value: 'first' }, { ran: false }]
        : [{ ran: false }, { ran: true, value: 'second' }];
    expect(outcomes).toEqual(expected);
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1);
  });

  it('two calls at once with random ids: exactly one runs', async () => {
    const work = vi.fn(async () => 'value');
    const outcomes = await Promise.all([withTabLock('x', work), withTabLock('x', work)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a call while another holds the name does not run', async () => {
    const first = heldWork('first');
    const running = withTabLock('x', first.work);
    await first.started;
    const second = vi.fn(async () => 'second');
    await expect(withTabLock('x', second)).resolves.toEqual({ ran: false });
    expect(second).not.toHaveBeenCalled();
    first.release();
    await expect(running).resolves.toEqual({ ran: true, value: 'first' });
  });

  it('calls one after the other both run', async () => {
    await expect(withTabLock('x', async () => 1)).resolves.toEqual({ ran: true, value: 1 });
    await expect(withTabLock('x', async () => 2)).resolves.toEqual({ ran: true, value: 2 });
  });

  it('another name runs alongside', async () => {
    const first = heldWork('first');
    const running = withTabLock('x', first.work);
    await first.started;
    await expect(withTabLock('y', async () => 'other')).resolves.toEqual({ ran: true, value: 'other' });
    first.release();
    await running;
  });

  it('a failed work lets go of the name', async () => {
    await expect(
      withTabLock('x', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(withTabLock('x', async () => 'next')).resolves.toEqual({ ran: true, value: 'next' });
  });
});

describe('withTabLock with neither Web Locks nor BroadcastChannel', () => {
  it.each([
    ['a navigator without locks', {}],
    ['no navigator', undefined],
  ])('%s: the work runs', async (_name, navigator) => {
    vi.stubGlobal('navigator', navigator);
    vi.stubGlobal('BroadcastChannel', undefined);
    const work = vi.fn(async () => 'value');
    await expect(withTabLock('x', work)).resolves.toEqual({ ran: true, value: 'value' });
    expect(work).toHaveBeenCalledTimes(1);
  });
});
