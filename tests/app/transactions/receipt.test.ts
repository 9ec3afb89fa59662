import { describe, expect, it } from 'vitest';
import {
  buildReceipt,
  companyLines,
  RECEIPT_TITLE,
  type Receipt,
} from '@/features/transactions/model/receipt.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { transaction } from '../../support/transaction-fixtures.ts';

const ISSUED = new Date(2025, 1, 3, 9, 5);

/** Every section's lines as 'Heading / label: value'. */
function flat(receipt: Receipt): string[] {
  return receipt.sections.flatMap((section) =>
    section.lines.map((line) => `${section.heading} / ${line.label}: ${line.value}`),
  );
}

describe('the receipt of a transfer', () => {
  it('a collected card transfer (UK): every field, in order, and no payment instructions', () => {
    const receipt = buildReceipt(
      transaction({ status: 'PROCESSED', collection_pin: '55512345', tax: 1.5 }),
      UI_OPTIONS,
      'UK',
      ISSUED,
    );
    expect(receipt.title).toBe(RECEIPT_TITLE);
    expect(receipt.reference).toBe('ZW10000007');
    expect(receipt.company).toEqual([
      'Example Remit Ltd, 1 Sample Street, London, EC1A 1AA, United Kingdom',
      'Phone +44 20 7946 0000',
      'Email help.uk@example.com',
    ]);
    expect(flat(receipt)).toEqual([
      'Transfer / Reference: ZW10000007',
      'Transfer / Transaction number: 300007',
      'Transfer / Created: 5 Jan 2025, 14:30',
      'Transfer / Status: Collected',
      'Payment / Total paid: £1,283.99',
      'Payment / Charges: £3.99',
      'Payment / Tax: £1.50',
      'Payment / Payment method: Credit/Debit Card',
      'Payment / Rate: 1 GBP = 1.2500 USD',
      'Beneficiary / Name: Chipo Moyo',
      'Beneficiary / Country: Zimbabwe',
      'Beneficiary / Contact: +263770000101',
      'Beneficiary / Amount received: $1,600.00',
      'Beneficiary / Payout method: Cash Collection',
      'Beneficiary / Collection point: Cash pick-up at any Example Remit agent in Zimbabwe',
    ]);
    expect(receipt.sections.every((section) => section.notes.length === 0)).toBe(true);
    expect(receipt.footer).toEqual([
      '© 2026 Example Remit Ltd. All rights reserved.',
      'Receipt made 3 Feb 2025, 09:05',
    ]);
    expect(receipt.fileName).toBe('receipt-ZW10000007.pdf');
  });

  it('never holds the collection PIN (a receipt is shown to others; the PIN collects the money)', () => {
    const receipt = buildReceipt(
      transaction({ status: 'PROCESSED', collection_pin: '55512345' }),
      UI_OPTIONS,
      'UK',
      ISSUED,
    );
    expect(JSON.stringify(receipt)).not.toContain('55512345');
    expect(flat(receipt).some((line) => /PIN/i.test(line))).toBe(false);
  });

  it('awaiting a bank payment (method 82): to pay, and the payment instructions with the bank details', () => {
    const receipt = buildReceipt(
      transaction({ status: 'PENDING_CLEARANCE', payment_name: 'Bank Transfer', payment_method: '82' }),
      UI_OPTIONS,
      'UK',
      ISSUED,
    );
    expect(flat(receipt)).toContain('Payment / Total to pay: £1,283.99');
    expect(flat(receipt)).toContain('Beneficiary / Amount to receive: $1,600.00');
    const instructions = receipt.sections.at(-1)!;
    expect(instructions.heading).toBe('Payment instructions');
    expect(instructions.lines).toEqual([
      { label: 'Country', value: 'United Kingdom' },
      { label: 'Bank name', value: 'Sample Bank plc' },
      { label: 'Account name', value: 'Example Remit Ltd Client Account' },
      { label: 'Account number', value: '00001234' },
      { label: 'Branch code', value: '00-00-00' },
      { label: 'Payment reference', value: 'ZW10000007' },
    ]);
    expect(instructions.notes).toEqual([
      'Pay £1,283.99 into this account, with your transaction number ZW10000007 as the payment reference.',
      UI_OPTIONS.bank.instruction,
      UI_OPTIONS.bank.warning,
    ]);
  });

  it('awaiting an online payment: no bank instructions', () => {
    const receipt = buildReceipt(transaction({ status: 'PENDING_CLEARANCE' }), UI_OPTIONS, 'UK', ISSUED);
    expect(receipt.sections.map((section) => section.heading)).toEqual([
      'Transfer',
      'Payment',
      'Beneficiary',
    ]);
  });

  it('a bank transfer already paid: no instructions', () => {
    const receipt = buildReceipt(
      transaction({ status: 'AGENT_OK', payment_name: 'Bank Transfer', payment_method: '82' }),
      UI_OPTIONS,
      'UK',
      ISSUED,
    );
    expect(receipt.sections.map((section) => section.heading)).not.toContain('Payment instructions');
    expect(flat(receipt)).toContain('Payment / Total paid: £1,283.99');
  });

  it.each([
    ['ABORTED', 'Total', 'Cancelled'],
    ['DELETED', 'Total', 'Deleted'],
    ['SENT_FOR_PAY', 'Total paid', 'Awaiting Collection'],
    ['AGENT_OK', 'Total paid', 'Compliance Checking'],
  ])('%s: the total reads %j and the status %j', (status, label, statusText) => {
    const receipt = buildReceipt(transaction({ status: status as never }), UI_OPTIONS, 'UK', ISSUED);
    expect(flat(receipt)).toContain(`Payment / ${label}: £1,283.99`);
    expect(flat(receipt)).toContain(`Transfer / Status: ${statusText}`);
  });

  it('an SA transfer to Kenya: rand, the SA company and contacts, the other currency by its code', () => {
    const receipt = buildReceipt(
      transaction({
        currency: 'ZAR',
        remitt_pay: 1050,
        total_charges: 40,
        tax: 0,
        dest_currency: 'KES',
        dest_amount: 7100,
        destination_country: 'Kenya',
        payment_name: 'Pay Online',
        payment_method: '91',
      }),
      UI_OPTIONS,
      'SA',
      ISSUED,
    );
    expect(receipt.company[0]).toBe('Example Remit (Pty) Ltd, 2 Demo Road, Cape Town, 8001, South Africa');
    expect(receipt.company).toContain('Email help.sa@example.com');
    expect(flat(receipt)).toContain('Payment / Total to pay: R1,050.00');
    expect(flat(receipt)).toContain('Payment / Charges: R40.00');
    expect(flat(receipt).some((line) => line.startsWith('Payment / Tax'))).toBe(false);
    expect(flat(receipt)).toContain('Beneficiary / Amount to receive: KES 7,100.00');
    expect(flat(receipt)).toContain('Payment / Payment method: Pay Online');
  });

  it('without UI options (not loaded yet): no company lines, no blank lines, still every transfer field', () => {
    const receipt = buildReceipt(transaction({ status: 'PROCESSED' }), undefined, 'UK', ISSUED);
    expect(receipt.company).toEqual([]);
    expect(receipt.footer).toEqual(['Receipt made 3 Feb 2025, 09:05']);
    expect(flat(receipt).every((line) => !line.endsWith(': '))).toBe(true);
    expect(flat(receipt)).toContain('Transfer / Reference: ZW10000007');
    expect(companyLines(undefined, 'SA')).toEqual([]);
  });

  it('leaves out a field the transaction does not have', () => {
    const receipt = buildReceipt(
      transaction({ status: 'PROCESSED', collection_point: undefined, benef_mobile: '' }),
      UI_OPTIONS,
      'UK',
      ISSUED,
    );
    expect(flat(receipt).some((line) => line.includes('Collection point'))).toBe(false);
    expect(flat(receipt).some((line) => line.includes('Contact'))).toBe(false);
  });

  it('the file name keeps only safe characters of the reference', () => {
    expect(buildReceipt(transaction({ trans_ref: 'ZW/../1 2' }), UI_OPTIONS, 'UK', ISSUED).fileName).toBe(
      'receipt-ZW12.pdf',
    );
  });
});
