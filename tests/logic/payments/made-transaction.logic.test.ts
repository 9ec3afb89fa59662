import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/contract.ts';
import {
  lookUpMade,
  type LookUp,
  type MadeTransaction,
  type OtherCheckouts,
} from '@/features/payments/checkout/made-transaction.ts';

const MADE: MadeTransaction = { beneficiaryMobile: '+263 77 123 4567', receive: 130, pay: 104.37 };
const NONE: OtherCheckouts = { references: new Set(), unresolved: false };

const tx = (trans_ref: string, fields: Partial<Record<keyof Transaction, unknown>> = {}): Transaction =>
  ({
    trans_ref,
    status: 'PENDING_CLEARANCE',
    benef_mobile: '263771234567',
    dest_amount: 130,
    remitt_pay: 104.37,
    // A date without a time zone: the match never reads it.
    creation_date: '2026-11-27 10:00:00',
    ...fields,
  }) as Transaction;

const OLD = tx('ZW1', { creation_date: '2026-11-20 09:00:00' });
const found = (reference: string): LookUp => ({ kind: 'found', reference });

describe('lookUpMade: the transaction an unclear confirm made, or none, or unsure', () => {
  it.each<[string, Transaction[], string[] | null, OtherCheckouts, LookUp]>([
    ['nothing new since the confirm: none', [OLD], ['ZW1'], NONE, { kind: 'none' }],
    ['one new, same beneficiary and figures: found', [OLD, tx('ZW2')], ['ZW1'], NONE, found('ZW2')],
    [
      'the server rounded what it sends (strings, whole numbers): found',
      [OLD, tx('ZW2', { dest_amount: '130.00', remitt_pay: '104' })],
      ['ZW1'],
      NONE,
      found('ZW2'),
    ],
    [
      'a reference sent as a number: found as text',
      [OLD, tx(2 as unknown as string)],
      ['ZW1'],
      NONE,
      found('2'),
    ],
    [
      'one new for another beneficiary: none',
      [OLD, tx('ZW2', { benef_mobile: '263770000000' })],
      ['ZW1'],
      NONE,
      { kind: 'none' },
    ],
    [
      'one new for another amount: none',
      [OLD, tx('ZW2', { dest_amount: 140 })],
      ['ZW1'],
      NONE,
      { kind: 'none' },
    ],
    [
      'the same beneficiary and amount made earlier (another tab, an earlier transfer): never taken',
      [tx('ZW1')],
      ['ZW1'],
      NONE,
      { kind: 'none' },
    ],
    [
      'a new one another checkout of this browser confirmed: never taken',
      [OLD, tx('ZW2')],
      ['ZW1'],
      { references: new Set(['ZW2']), unresolved: false },
      { kind: 'none' },
    ],
    [
      'another checkout of this browser sent a confirm it cannot read: unsure',
      [OLD, tx('ZW2')],
      ['ZW1'],
      { references: new Set(), unresolved: true },
      { kind: 'unsure' },
    ],
    ['two new that match: unsure', [OLD, tx('ZW2'), tx('ZW3')], ['ZW1'], NONE, { kind: 'unsure' }],
    [
      'a new one without a beneficiary mobile: unsure',
      [OLD, tx('ZW2', { benef_mobile: undefined })],
      ['ZW1'],
      NONE,
      { kind: 'unsure' },
    ],
    [
      'a new one already paid: unsure (not ours to pay, maybe ours)',
      [OLD, tx('ZW2', { status: 'SENT_FOR_PAY' })],
      ['ZW1'],
      NONE,
      { kind: 'unsure' },
    ],
    ['no list from before the confirm, a match: unsure', [OLD, tx('ZW2')], null, NONE, { kind: 'unsure' }],
    ['no list from before the confirm, an older look-alike: unsure', [OLD], null, NONE, { kind: 'unsure' }],
    [
      'no list from before, nothing alike at all: none',
      [tx('ZW1', { benef_mobile: '263770000000' })],
      null,
      NONE,
      { kind: 'none' },
    ],
    [
      'a list lacking a transaction it had before: cut short, unsure',
      [tx('ZW2')],
      ['ZW1'],
      NONE,
      { kind: 'unsure' },
    ],
    ['an empty list when one was there before: unsure', [], ['ZW1'], NONE, { kind: 'unsure' }],
    ['an empty list, none before: none', [], [], NONE, { kind: 'none' }],
  ])('%s', (_name, list, known, others, expected) => {
    expect(lookUpMade(list, MADE, known, others)).toEqual(expected);
  });

  it('without the created figures, the amount asked for is matched and the total is not', () => {
    const asked: MadeTransaction = { ...MADE, pay: null };
    expect(lookUpMade([OLD, tx('ZW2', { remitt_pay: 999 })], asked, ['ZW1'], NONE)).toEqual(found('ZW2'));
  });

  it('without what it was made for, any new transaction is unsure', () => {
    const unknown: MadeTransaction = { beneficiaryMobile: '', receive: Number.NaN, pay: null };
    expect(lookUpMade([OLD, tx('ZW2')], unknown, ['ZW1'], NONE)).toEqual({ kind: 'unsure' });
    expect(lookUpMade([OLD], unknown, ['ZW1'], NONE)).toEqual({ kind: 'none' });
  });
});
