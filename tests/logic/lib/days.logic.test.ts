import { describe, expect, it } from 'vitest';
import { dayOf, isAdult, isAfterToday, latestAdultDay, parseDay, tomorrowDay } from '@/lib/days.ts';

const TODAY = new Date(2025, 5, 15, 10, 0);

describe('parseDay', () => {
  it.each([
    ['2025-06-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['15/06/2025', false],
    ['', false],
  ])('%j is a day: %s', (value, ok) => expect(parseDay(value) !== null).toBe(ok));
});

describe('isAfterToday (spec §9): an expiry must be later than today', () => {
  it.each([
    ['2025-06-16', true],
    ['2025-06-15', false],
    ['2025-06-14', false],
    ['2031-01-01', true],
    ['not a date', false],
    ['', false],
  ])('%s -> %s', (value, after) => expect(isAfterToday(value, TODAY)).toBe(after));
});

describe('isAdult (spec §9): 18 or older, on the birthday itself', () => {
  it.each([
    ['2007-06-15', true],
    ['2007-06-16', false],
    ['2007-06-14', true],
    ['1990-01-01', true],
    ['2010-01-01', false],
    ['1985-04-12', true],
    ['2007-02-30', false],
    ['', false],
  ])('%s -> %s', (dob, adult) => expect(isAdult(dob, TODAY)).toBe(adult));
});

describe('input limits and profile dates', () => {
  it('tomorrow and the latest adult birthday, for min and max', () => {
    expect(tomorrowDay(TODAY)).toBe('2025-06-16');
    expect(tomorrowDay(new Date(2025, 11, 31))).toBe('2026-01-01');
    expect(latestAdultDay(TODAY)).toBe('2007-06-15');
  });

  it('the latest adult birthday on 29 February is the 28th, as isAdult counts it', () => {
    const leapDay = new Date(2024, 1, 29);
    expect(latestAdultDay(leapDay)).toBe('2006-02-28');
    expect(isAdult('2006-02-28', leapDay)).toBe(true);
    expect(isAdult('2006-03-01', leapDay)).toBe(false);
  });

  it.each([
    ['2031-06-30', '2031-06-30'],
    ['2031-06-30T00:00:00Z', '2031-06-30'],
    ['30/06/2031', ''],
    [null, ''],
  ])('dayOf(%j) -> %j', (value, day) => expect(dayOf(value)).toBe(day));
});
