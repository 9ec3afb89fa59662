import { describe, expect, it } from 'vitest';
import {
  CLAIM_KEPT_MS,
  claimDecision,
  readClaim,
  writeClaim,
  type CheckoutClaim,
  type ClaimDecision,
} from '@/features/payments/checkout/claims.ts';

/** A Storage kept in a Map, passed as the `store` argument (no browser needed). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  keys(): string[] {
    return [...this.items.keys()].sort();
  }
}

/** A Storage that refuses everything (a browser's private mode, a full quota). */
class RefusingStorage implements Storage {
  get length(): number {
    throw new Error('refused');
  }
  key(): string | null {
    throw new Error('refused');
  }
  getItem(): string | null {
    throw new Error('refused');
  }
  setItem(): void {
    throw new Error('refused');
  }
  removeItem(): void {
    throw new Error('refused');
  }
  clear(): void {
    throw new Error('refused');
  }
}

const KEY = 'checkout-claim:';
const NOW = 1_700_000_000_000;
const claim = (runId: string, done = false, at = NOW): CheckoutClaim => ({
  runId,
  inputs: 'inputs-A',
  done,
  at,
});

describe('claimDecision', () => {
  it.each<[string, CheckoutClaim | null, string | null, ClaimDecision]>([
    ['no claim: this run claims', null, 'run-1', 'claim'],
    ['no claim, no run yet: claims', null, null, 'claim'],
    ['claimed by this run', claim('run-1'), 'run-1', 'mine'],
    ['claimed by another run', claim('run-2'), 'run-1', 'taken'],
    ['claimed, this tab has no run', claim('run-1'), null, 'taken'],
    ['claimed with an empty run id, this tab has none', claim(''), null, 'taken'],
    ['ended by this run', claim('run-1', true), 'run-1', 'done'],
    ['ended by another run', claim('run-2', true), 'run-1', 'done'],
    ['ended, this tab has no run', claim('run-1', true), null, 'done'],
  ])('%s', (_name, stored, runId, decision) => {
    expect(claimDecision(stored, runId)).toBe(decision);
  });
});

describe('readClaim and writeClaim', () => {
  it.each([claim('run-1'), claim('run-2', true), claim('', false, 0)])(
    'writes %j and reads it back',
    (written) => {
      const store = new MemoryStorage();
      writeClaim('flow-1', written, store);
      expect(store.keys()).toEqual([`${KEY}flow-1`]);
      expect(readClaim('flow-1', store)).toEqual(written);
      expect(readClaim('flow-2', store)).toBeNull();
    },
  );

  it('a second write of the same checkout replaces the first', () => {
    const store = new MemoryStorage();
    writeClaim('flow-1', claim('run-1'), store);
    writeClaim('flow-1', claim('run-1', true, NOW + 1), store);
    expect(readClaim('flow-1', store)).toEqual(claim('run-1', true, NOW + 1));
  });

  it.each([
    ['not JSON', '{runId:'],
    ['null', 'null'],
    ['a string', '"run-1"'],
    ['a number', '42'],
    ['a list', '[{"runId":"run-1","done":false,"at":1}]'],
    ['no runId', '{"done":false,"at":1}'],
    ['a numeric runId', '{"runId":1,"done":false,"at":1}'],
    ['no done', '{"runId":"run-1","at":1}'],
    ['done as a string', '{"runId":"run-1","done":"true","at":1}'],
    ['no at', '{"runId":"run-1","done":false}'],
    ['at as a string', '{"runId":"run-1","done":false,"at":"1"}'],
  ])('a stored claim that is %s reads as null', (_name, text) => {
    const store = new MemoryStorage();
    store.setItem(`${KEY}flow-1`, text);
    expect(readClaim('flow-1', store)).toBeNull();
  });

  it('nothing stored reads as no claim', () => {
    expect(readClaim('flow-1', new MemoryStorage())).toBeNull();
  });

  it('writing drops claims older than CLAIM_KEPT_MS, keeps recent ones and other keys', () => {
    const store = new MemoryStorage();
    store.setItem(`${KEY}old`, JSON.stringify(claim('run-old', true, NOW - CLAIM_KEPT_MS - 1)));
    store.setItem(`${KEY}edge`, JSON.stringify(claim('run-edge', true, NOW - CLAIM_KEPT_MS)));
    store.setItem(`${KEY}recent`, JSON.stringify(claim('run-recent', false, NOW - 1000)));
    store.setItem(`${KEY}later`, JSON.stringify(claim('run-later', false, NOW + 1000)));
    store.setItem(`${KEY}broken`, '{not json');
    store.setItem('referral-code', 'ABC123');
    store.setItem('other:old', JSON.stringify(claim('run-other', true, 0)));

    writeClaim('flow-1', claim('run-1'), store);

    expect(store.keys()).toEqual(
      [`${KEY}edge`, `${KEY}recent`, `${KEY}later`, `${KEY}flow-1`, 'referral-code', 'other:old'].sort(),
    );
    expect(readClaim('recent', store)).toEqual(claim('run-recent', false, NOW - 1000));
    expect(store.getItem('referral-code')).toBe('ABC123');
  });

  it("rewriting a checkout's own old claim is not dropped but replaced", () => {
    const store = new MemoryStorage();
    store.setItem(`${KEY}flow-1`, JSON.stringify(claim('run-1', false, NOW - CLAIM_KEPT_MS - 1)));
    writeClaim('flow-1', claim('run-1', true), store);
    expect(readClaim('flow-1', store)).toEqual(claim('run-1', true));
  });

  it('drops every old claim, however many', () => {
    const store = new MemoryStorage();
    for (let index = 0; index < 5; index += 1)
      store.setItem(`${KEY}old-${index}`, JSON.stringify(claim(`run-${index}`, true, 0)));
    writeClaim('flow-1', claim('run-1'), store);
    expect(store.keys()).toEqual([`${KEY}flow-1`]);
  });

  it('a storage that throws is tolerated: nothing read, nothing thrown', () => {
    const store = new RefusingStorage();
    expect(() => writeClaim('flow-1', claim('run-1'), store)).not.toThrow();
    expect(readClaim('flow-1', store)).toBeNull();
  });

  it('a storage that refuses only the write is tolerated', () => {
    const store = new MemoryStorage();
    store.setItem = () => {
      throw new Error('quota');
    };
    expect(() => writeClaim('flow-1', claim('run-1'), store)).not.toThrow();
    expect(readClaim('flow-1', store)).toBeNull();
  });
});
