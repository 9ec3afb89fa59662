import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  cacheEntries,
  movedOnMarks,
  movedOnSummary,
  movedOnText,
  newlySeen,
  seenStatus,
  unseenMoves,
  type KnownTransfer,
} from '@/features/transactions/model/moved-on.ts';
import { CACHED_TRANSACTIONS } from '@/features/transactions/model/paging.ts';
import { transaction } from '../../support/transaction-fixtures.ts';

const tx = (trans_ref: string, status: string) => transaction({ trans_ref, status: status as never });
const known = (entries: [string, KnownTransfer][]) => new Map(entries);

describe("'since your last visit': which transfers moved on", () => {
  it.each([
    [
      'a new status: paid, now in compliance',
      'PENDING_CLEARANCE',
      'AGENT_OK',
      'Compliance Checking since your last visit',
    ],
    ['a new status: ready, now collected', 'SENT_FOR_PAY', 'PROCESSED', 'Collected since your last visit'],
    ['a new status two steps on', 'AGENT_OK', 'PROCESSED', 'Collected since your last visit'],
    [
      'a new status with the same label (HQ_OK -> SENT_FOR_PAY)',
      'HQ_OK',
      'SENT_FOR_PAY',
      'Awaiting Collection since your last visit',
    ],
    ['cancelled', 'PENDING_CLEARANCE', 'ABORTED', 'Cancelled since your last visit'],
    ['deleted', 'AGENT_OK', 'DELETED', 'Deleted since your last visit'],
    ['back to awaiting payment', 'AGENT_OK', 'PENDING_CLEARANCE', 'Awaiting Payment since your last visit'],
    [
      'a status the app does not know, in its own words',
      'AGENT_OK',
      'ON_HOLD_X',
      'ON_HOLD_X since your last visit',
    ],
    ['unchanged', 'SENT_FOR_PAY', 'SENT_FOR_PAY', undefined],
    ['unchanged, collected', 'PROCESSED', 'PROCESSED', undefined],
  ])('%s', (_label, before, now, mark) => {
    const marks = movedOnMarks([tx('ZW1', now)], new Map([['ZW1', before]]));
    expect(marks.get('ZW1')).toBe(mark);
    expect(marks.size).toBe(mark ? 1 : 0);
  });

  it('a transfer seen for the first time is not marked (nothing to compare it with)', () => {
    const marks = movedOnMarks(
      [tx('ZW2', 'PROCESSED'), tx('ZW1', 'PROCESSED')],
      new Map([['ZW1', 'SENT_FOR_PAY']]),
    );
    expect([...marks]).toEqual([['ZW1', 'Collected since your last visit']]);
  });

  it('an empty baseline (a first visit on this device) marks nothing', () => {
    expect(movedOnMarks([tx('ZW1', 'PROCESSED'), tx('ZW2', 'ABORTED')], new Map()).size).toBe(0);
  });

  it('the baseline is the status last looked at; a row from before the rule counts as looked at in its own status', () => {
    const baseline = baselineOf(
      known([
        ['ZW1', { status: 'PROCESSED', seen: 'SENT_FOR_PAY' }],
        ['ZW2', { status: 'AGENT_OK' }],
      ]),
    );
    expect([...baseline]).toEqual([
      ['ZW1', 'SENT_FOR_PAY'],
      ['ZW2', 'AGENT_OK'],
    ]);
    expect(seenStatus({ status: 'AGENT_OK' })).toBe('AGENT_OK');
    expect(seenStatus({ status: 'AGENT_OK', seen: 'PENDING_CLEARANCE' })).toBe('PENDING_CLEARANCE');
  });

  it('movedOnText falls back to a word for an empty status', () => {
    expect(movedOnText('PROCESSED')).toBe('Collected since your last visit');
    expect(movedOnText('')).toBe('Changed since your last visit');
  });
});

describe('the cache keeps what was seen', () => {
  it("a fresh list keeps each known transfer's seen status, and takes a new one as seen in its own status", () => {
    const list = [tx('ZW3', 'PENDING_CLEARANCE'), tx('ZW2', 'PROCESSED'), tx('ZW1', 'AGENT_OK')];
    const entries = cacheEntries(
      list,
      known([
        ['ZW2', { status: 'SENT_FOR_PAY', seen: 'AGENT_OK' }],
        ['ZW1', { status: 'PENDING_CLEARANCE' }],
      ]),
    );
    expect(entries.map(({ transRef, seen, value }) => [transRef, value.status, seen])).toEqual([
      ['ZW3', 'PENDING_CLEARANCE', 'PENDING_CLEARANCE'],
      ['ZW2', 'PROCESSED', 'AGENT_OK'],
      ['ZW1', 'AGENT_OK', 'PENDING_CLEARANCE'],
    ]);
  });

  it(`the bound of ${CACHED_TRANSACTIONS}: only the newest are kept, so an older transfer has no baseline and is never marked`, () => {
    const list = Array.from({ length: 305 }, (_, i) =>
      tx(`ZW${String(305 - i).padStart(4, '0')}`, 'PROCESSED'),
    );
    const before = known(list.map((t) => [t.trans_ref, { status: 'SENT_FOR_PAY' }]));
    const entries = cacheEntries(list, before);
    expect(entries).toHaveLength(CACHED_TRANSACTIONS);
    expect(entries[0]!.transRef).toBe('ZW0305');
    expect(entries.at(-1)!.transRef).toBe('ZW0006');
    // Next visit: the baseline is what the cache holds; the 5 oldest are not in it.
    const baseline = baselineOf(
      known(entries.map((e) => [e.transRef, { status: e.value.status, seen: e.seen }])),
    );
    const marks = movedOnMarks(list, baseline);
    expect(marks.size).toBe(CACHED_TRANSACTIONS);
    expect(marks.has('ZW0005')).toBe(false);
    expect(marks.has('ZW0006')).toBe(true);
  });

  it('a smaller bound is honoured', () => {
    expect(
      cacheEntries([tx('A', 'AGENT_OK'), tx('B', 'AGENT_OK')], new Map(), 1).map((e) => e.transRef),
    ).toEqual(['A']);
  });
});

describe('the first screen and what the list records', () => {
  it('counts the cached transfers not looked at since they moved on', () => {
    const moves = unseenMoves([
      { reference: 'ZW1', status: 'PROCESSED', seen: 'SENT_FOR_PAY' },
      { reference: 'ZW2', status: 'AGENT_OK', seen: 'AGENT_OK' },
      { reference: 'ZW3', status: 'ABORTED', seen: 'PENDING_CLEARANCE' },
      { reference: 'ZW4', status: 'PROCESSED' },
    ]);
    expect(moves).toEqual([
      { reference: 'ZW1', status: 'PROCESSED' },
      { reference: 'ZW3', status: 'ABORTED' },
    ]);
  });

  it.each([
    [1, '1 transfer moved on since your last visit.'],
    [2, '2 transfers moved on since your last visit.'],
    [12, '12 transfers moved on since your last visit.'],
  ])('%i: %s', (count, text) => {
    expect(movedOnSummary(count)).toBe(text);
  });

  it('records as seen only the shown transfers whose status the cache does not hold as seen', () => {
    const shown = [tx('ZW1', 'PROCESSED'), tx('ZW2', 'AGENT_OK'), tx('ZW9', 'PROCESSED')];
    const recorded = new Map([
      ['ZW1', 'SENT_FOR_PAY'],
      ['ZW2', 'AGENT_OK'],
    ]);
    expect(newlySeen(shown, recorded)).toEqual([['ZW1', 'PROCESSED']]);
  });
});
