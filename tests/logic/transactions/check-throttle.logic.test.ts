import { describe, expect, it } from 'vitest';
import {
  TRANSFER_CHECK_MS,
  parseCheckRecord,
  shouldCheckTransfers,
} from '@/features/transactions/model/check-throttle.ts';

const NOW = 1_000_000_000;

describe('when the app checks on the transfers by itself', () => {
  it.each([
    ['nobody signed in', undefined, true, undefined, false],
    ['offline', 'R1', false, undefined, false],
    ['never checked this session', 'R1', true, undefined, true],
    ['checked for another user', 'R1', true, { key: 'R2', at: NOW - 1000 }, true],
    ['checked a second ago', 'R1', true, { key: 'R1', at: NOW - 1000 }, false],
    ['checked 4 min 59 s ago', 'R1', true, { key: 'R1', at: NOW - TRANSFER_CHECK_MS + 1000 }, false],
    ['checked exactly 5 minutes ago', 'R1', true, { key: 'R1', at: NOW - TRANSFER_CHECK_MS }, true],
    ['checked an hour ago', 'R1', true, { key: 'R1', at: NOW - 3_600_000 }, true],
    ['the clock moved back', 'R1', true, { key: 'R1', at: NOW + 60_000 }, true],
    ['offline, an hour ago', 'R1', false, { key: 'R1', at: NOW - 3_600_000 }, false],
  ])('%s', (_label, key, online, last, expected) => {
    expect(shouldCheckTransfers({ key, now: NOW, online, last })).toBe(expected);
  });

  it('is 5 minutes', () => {
    expect(TRANSFER_CHECK_MS).toBe(300_000);
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['not json', undefined],
    ['{"key":"R1"}', undefined],
    ['{"key":1,"at":2}', undefined],
    ['null', undefined],
    ['{"key":"R1","at":5}', { key: 'R1', at: 5 }],
  ])('reads %j back as %j', (raw, expected) => {
    expect(parseCheckRecord(raw)).toEqual(expected);
  });
});
