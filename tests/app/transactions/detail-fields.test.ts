import { describe, expect, it } from 'vitest';
import { detailFields, rateText } from '@/features/transactions/model/detail-fields.ts';
import { listRow, NO_TRANSACTIONS } from '@/features/transactions/model/list-row.ts';
import { formatTransactionDate, parseApiDate } from '@/features/transactions/model/dates.ts';
import { lastUpdatedText } from '@/lib/date-text.ts';
import { newestFirst } from '@/features/transactions/model/sort.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { transaction } from '../../support/transaction-fixtures.ts';

const asObject = (fields: { label: string; value: string }[]) =>
  Object.fromEntries(fields.map((field) => [field.label, field.value]));

describe('detailFields: every field of the transaction detail', () => {
  it('lists them in order, formatted (amounts 2 decimals with separators, rate 4 decimals)', () => {
    const fields = detailFields(
      transaction({ status: 'PROCESSED', collection_pin: '55512345' }),
      UI_OPTIONS,
      'UK',
    );
    expect(fields).toEqual([
      { label: 'Creation date', value: '5 Jan 2025, 14:30' },
      { label: 'Reference', value: 'ZW10000007' },
      { label: 'Status', value: 'Collected' },
      { label: 'Payment method', value: 'Credit/Debit Card' },
      { label: 'Transfer type', value: 'Cash Collection' },
      { label: 'Total to pay', value: '£1,283.99' },
      { label: 'Receiving amount', value: '$1,600.00' },
      { label: 'Beneficiary name', value: 'Chipo Moyo' },
      { label: 'Beneficiary country', value: 'Zimbabwe' },
      { label: 'Beneficiary contact', value: '+263770000101' },
      { label: 'Rate', value: '1 GBP = 1.2500 USD' },
      { label: 'Charges', value: '£3.99' },
      { label: 'Collection point', value: 'Cash pick-up at any Example Remit agent in Zimbabwe' },
      { label: 'Collection PIN', value: '55512345' },
    ]);
  });

  it.each([
    ['PENDING_CLEARANCE', false],
    ['AGENT_OK', false],
    ['SENT_FOR_PAY', true],
    ['HQ_OK', true],
    ['PROCESSED', true],
  ] as const)('%s: the PIN row is there: %s', (status, shown) => {
    const fields = asObject(
      detailFields(transaction({ status, collection_pin: '55512345' }), UI_OPTIONS, 'UK'),
    );
    expect(fields['Collection PIN']).toBe(shown ? '55512345' : undefined);
  });

  it('writes SA amounts in rand, shows tax when charged, and the R50 rate for other countries', () => {
    const fields = asObject(
      detailFields(
        transaction({
          currency: 'ZAR',
          remitt_pay: 1050,
          total_charges: 50,
          tax: 7.5,
          dest_currency: 'KES',
          dest_amount: 7100,
          rate: 7.1,
          destination_country: 'Kenya',
          payment_name: 'Pay Online',
          payment_method: '91',
        }),
        UI_OPTIONS,
        'SA',
      ),
    );
    expect(fields).toMatchObject({
      'Total to pay': 'R1,050.00',
      'Receiving amount': 'KES 7,100.00',
      Charges: 'R50.00',
      Tax: 'R7.50',
      Rate: '1 ZAR = 7.1000 KES',
      'Payment method': 'Pay Online',
    });
  });

  it('has no tax row when none was charged', () => {
    expect(asObject(detailFields(transaction(), UI_OPTIONS, 'UK')).Tax).toBeUndefined();
  });

  it('has an empty rate when there is none', () => {
    expect(rateText(transaction({ rate: 0 }))).toBe('');
  });
});

describe('listRow: the list columns', () => {
  it('shows date, reference, beneficiary, amount (and what is received), method and status', () => {
    expect(
      listRow(transaction({ payment_name: 'Bank Transfer', payment_method: '82' }), UI_OPTIONS, 'UK'),
    ).toEqual({
      reference: 'ZW10000007',
      date: '5 Jan 2025, 14:30',
      beneficiary: 'Chipo Moyo',
      amount: '£1,283.99',
      receives: '$1,600.00',
      paymentMethod: 'Bank Transfer',
      status: 'PENDING_CLEARANCE',
    });
  });

  it('has the spec empty text', () => {
    expect(NO_TRANSACTIONS).toBe('No Transactions Found!');
  });
});

describe('dates', () => {
  it.each([
    [new Date(2025, 0, 5, 14, 30).toISOString(), '5 Jan 2025, 14:30'],
    ['2025-01-05 14:30:00', '5 Jan 2025, 14:30'],
    ['2025-12-31', '31 Dec 2025, 00:00'],
    ['not a date', 'not a date'],
    ['', ''],
  ])('formatTransactionDate(%j) = %s', (value, expected) => {
    expect(formatTransactionDate(value)).toBe(expected);
  });

  it('reads nothing from a non-string', () => {
    expect(parseApiDate(42)).toBeUndefined();
    expect(formatTransactionDate(undefined)).toBe('');
  });

  it('says when the data was last updated', () => {
    expect(lastUpdatedText(new Date(2025, 5, 1, 9, 5))).toBe('Last updated 1 Jun 2025, 09:05');
  });
});

describe('newestFirst', () => {
  it('orders by creation date, then id, newest first, without touching the input', () => {
    const a = transaction({ trans_ref: 'A', trans_id: '1', creation_date: '2025-01-01T10:00:00Z' });
    const b = transaction({ trans_ref: 'B', trans_id: '2', creation_date: '2025-03-01T10:00:00Z' });
    const c = transaction({ trans_ref: 'C', trans_id: '3', creation_date: '2025-03-01T10:00:00Z' });
    const input = [a, b, c];
    expect(newestFirst(input).map((t) => t.trans_ref)).toEqual(['C', 'B', 'A']);
    expect(input.map((t) => t.trans_ref)).toEqual(['A', 'B', 'C']);
  });
});
