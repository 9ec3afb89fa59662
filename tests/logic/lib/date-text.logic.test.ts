import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText, lastUpdatedText, timeText } from '@/lib/date-text.ts';

describe('dates and times as the app shows them, on the local clock', () => {
  it.each<[Date, string]>([
    [new Date(2025, 0, 5, 14, 30), '5 Jan 2025, 14:30'],
    [new Date(2024, 1, 29, 0, 0), '29 Feb 2024, 00:00'],
    [new Date(2025, 2, 31, 23, 59), '31 Mar 2025, 23:59'],
    [new Date(2025, 3, 1, 9, 5), '1 Apr 2025, 09:05'],
    [new Date(2025, 4, 10, 12, 0), '10 May 2025, 12:00'],
    [new Date(2025, 5, 1, 9, 5), '1 Jun 2025, 09:05'],
    [new Date(2025, 6, 4, 13, 7), '4 Jul 2025, 13:07'],
    [new Date(2025, 7, 15, 20, 45), '15 Aug 2025, 20:45'],
    [new Date(2025, 8, 5, 14, 30), '5 Sep 2025, 14:30'],
    [new Date(2025, 9, 9, 1, 1), '9 Oct 2025, 01:01'],
    [new Date(2025, 10, 2, 9, 15), '2 Nov 2025, 09:15'],
    [new Date(1999, 11, 31, 23, 0), '31 Dec 1999, 23:00'],
  ])('%s reads %s', (at, expected) => {
    expect(dateTimeText(at)).toBe(expected);
    expect(dateTimeText(at.getTime())).toBe(expected);
    const [day, time] = expected.split(', ');
    expect(dayText(at)).toBe(day);
    expect(timeText(at)).toBe(time);
  });

  it('says when the data on screen was fetched', () => {
    expect(lastUpdatedText(new Date(2025, 2, 3, 8, 45))).toBe('Last updated 3 Mar 2025, 08:45');
  });

  it("reads as the browser's en-GB formatter did, but for September's three letters", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let month = 0; month < 12; month++) {
      const at = new Date(2025, month, 7 + month, month * 2, month * 5);
      expect(dateTimeText(at)).toBe(intl.format(at).replace('Sept', 'Sep'));
    }
  });
});
