import { describe, expect, it } from 'vitest';
import {
  CACHED_TRANSACTIONS,
  PAGE_SIZE,
  shownCount,
  shownText,
} from '@/features/transactions/model/paging.ts';

describe('the list a page at a time', () => {
  it.each([
    ['no rows', 0, 1, 0],
    ['fewer than a page', 7, 1, 7],
    ['exactly a page', 20, 1, 20],
    ['the first page of many', 600, 1, 20],
    ['two pages', 600, 2, 40],
    ['the last, partial page', 45, 3, 45],
    ['more pages asked than there are', 45, 9, 45],
  ])('%s: %i rows, %i page(s) -> %i shown', (_name, total, pages, shown) => {
    expect(shownCount(total, pages)).toBe(shown);
  });

  it.each([
    [20, 600, 'Showing 20 of 600 transactions'],
    [45, 45, null],
    [0, 0, null],
  ])('%i of %i: %j', (shown, total, text) => {
    expect(shownText(shown, total)).toBe(text);
  });

  it('pages of 20, and a cache of the newest 300', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(CACHED_TRANSACTIONS).toBe(300);
  });
});
