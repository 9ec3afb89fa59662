import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/api/contract.ts';
import { paymentMethodLabel, transactionPaymentLabel } from '@/features/transactions/model/payment-method.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

describe('paymentMethodLabel (spec §4 Payment method label)', () => {
  it.each([
    ['Pay Online', 'Pay Online'],
    ['PayOnline', 'Pay Online'],
    ['pay online', 'Pay Online'],
    ['Online Payment', 'Pay Online'],
    ['AFXeZaga', 'Credit/Debit Card'],
    ['ORMEzagaPay', 'Credit/Debit Card'],
    ['ORMPay360', 'Credit/Debit Card'],
    ['AFXPay360', 'Credit/Debit Card'],
    ['ORMAxcess', 'Credit/Debit Card'],
    ['ormpay360', 'Credit/Debit Card'],
    ['Credit/Debit Card', 'Credit/Debit Card'],
    ['Bank Transfer', 'Bank Transfer'],
    ['EFT', 'Bank Transfer'],
    ['ORMPay', 'Bank Transfer'],
    ['', 'Bank Transfer'],
    [undefined, 'Bank Transfer'],
  ])('%j -> %s', (name, label) => {
    expect(paymentMethodLabel(name)).toBe(label);
  });
});

describe('transactionPaymentLabel', () => {
  const tx = (payment_name: string, payment_method: Transaction['payment_method']) => ({
    payment_name,
    payment_method,
  });

  it.each([
    ['the gateway name', tx('ORMPay360', { id: '81', name: 'Credit/Debit Card' }), 'UK', 'Credit/Debit Card'],
    ['the gateway name (method as id)', tx('Bank Transfer', '82'), 'UK', 'Bank Transfer'],
    ['SA online pay', tx('Pay Online', { id: '91', name: 'Pay Online' }), 'SA', 'Pay Online'],
    ['no gateway name: the UI options name the id', tx('', '81'), 'UK', 'Credit/Debit Card'],
    [
      'no gateway name: the object names itself',
      tx('', { id: '99', name: 'Pay Online' }),
      'UK',
      'Pay Online',
    ],
    ['nothing known', tx('', '99'), 'UK', 'Bank Transfer'],
  ] as const)('%s', (_label, transaction, country, expected) => {
    expect(transactionPaymentLabel(transaction, UI_OPTIONS, country)).toBe(expected);
  });
});
