import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money.ts';
import { sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import { totalToPay } from '@/features/send-money/model/quote.ts';

describe('source currency: GBP for UK, ZAR otherwise', () => {
  it.each([
    ['UK', 'GBP'],
    ['SA', 'ZAR'],
    ['ZW', 'ZAR'],
  ])('%s -> %s', (country, currency) => {
    expect(sourceCurrencyFor(country)).toBe(currency);
  });
});

describe('amounts shown by the send flow (the shared money module)', () => {
  it.each([
    [20, 'USD', '$20.00'],
    [1234.5, 'ZAR', 'R1,234.50'],
    [83.99, 'GBP', '£83.99'],
  ])('%s %s -> %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });
});

describe('total to pay = source_amount + total_charges + tax (spec §9)', () => {
  it.each([
    [{ source_amount: 80, total_charges: 3.99, tax: 0 }, 83.99],
    [{ source_amount: 1901.14, total_charges: 50, tax: 0 }, 1951.14],
    [{ source_amount: 100.1, total_charges: 0.2, tax: 1.05 }, 101.35],
    [{ source_amount: 0.1, total_charges: 0.2, tax: 0 }, 0.3],
  ])('%j -> %s', (charges, total) => {
    expect(totalToPay(charges)).toBe(total);
  });
});
