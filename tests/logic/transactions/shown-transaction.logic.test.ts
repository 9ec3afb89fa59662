import { describe, expect, it } from 'vitest';
import { shownTransaction } from '@/features/transactions/model/shown-transaction.ts';

const a = { trans_ref: 'ZW1', status: 'PENDING_CLEARANCE' };
const aRefreshed = { trans_ref: 'ZW1', status: 'AGENT_OK' };
const b = { trans_ref: 'ZW2', status: 'PENDING_CLEARANCE' };

describe('shownTransaction', () => {
  it.each([
    ['nothing known yet', undefined, undefined, undefined],
    ['the first answer, not yet in the deferred render', undefined, a, undefined],
    ['the same transaction in both', a, a, a],
    ['the same transaction refreshed: the deferred copy until its render comes', a, aRefreshed, a],
    ['another transaction opened, not read yet', a, undefined, undefined],
    ['another transaction opened and read: never the one before', a, b, undefined],
  ])('%s', (_case, deferred, latest, shown) => {
    expect(shownTransaction(deferred, latest)).toBe(shown);
  });
});
