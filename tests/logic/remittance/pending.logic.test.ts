import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/contract.ts';
import { COMPLIANCE_HOLD_MESSAGE, complianceHold, pendingNotice } from '@/remittance/model/pending.ts';

const tx = (trans_ref: string) => ({ trans_ref }) as Transaction;

describe('the pending-transaction notice (spec §8)', () => {
  it.each([
    ['nothing loaded', undefined, undefined, null],
    ['nothing pending', { has_pending: false, disclaimer: '', transactions: [] }, 'Options text', null],
    [
      "the server's disclaimer, linking to the pending transaction",
      { has_pending: true, disclaimer: 'Pay for it first.', transactions: [tx('ZW-1'), tx('ZW-2')] },
      'Options text',
      { text: 'Pay for it first.', link: '/transactions/ZW-1' },
    ],
    [
      "no disclaimer from the call: the UI options' one",
      { has_pending: true, disclaimer: '  ', transactions: [tx('ZW 7')] },
      'Options text',
      { text: 'Options text', link: '/transactions/ZW%207' },
    ],
    [
      "no disclaimer anywhere: 'You have a pending transaction'",
      { has_pending: true, disclaimer: '', transactions: [tx('ZW-1')] },
      undefined,
      { text: 'You have a pending transaction', link: '/transactions/ZW-1' },
    ],
    [
      'pending without a named transaction: the list',
      { has_pending: true, disclaimer: '' },
      '',
      { text: 'You have a pending transaction', link: '/transactions' },
    ],
    [
      'a pending transaction listed though the flag is missing',
      { disclaimer: '', transactions: [tx('ZW-3')] },
      undefined,
      { text: 'You have a pending transaction', link: '/transactions/ZW-3' },
    ],
  ])('%s', (_name, result, optionsText, expected) => {
    expect(pendingNotice(result, optionsText)).toEqual(expected);
  });
});

describe('the compliance hold', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ compliance_hold: false }, false],
    [{ compliance_hold: true }, true],
  ])('%j -> %s', (result, hold) => {
    expect(complianceHold(result)).toBe(hold);
  });

  it('has the spec text', () => {
    expect(COMPLIANCE_HOLD_MESSAGE).toBe(
      'You cannot proceed until one of your transactions has been cleared by compliance',
    );
  });
});
