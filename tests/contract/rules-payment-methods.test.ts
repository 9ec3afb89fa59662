import { describe, expect, it } from 'vitest';
import { gatewayName, isKnownPurpose, paymentMethodFor } from '../../sandbox/rules/payment-methods.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';

describe('rules/payment-methods', () => {
  it.each([
    ['UK', '81', 'Credit/Debit Card'],
    ['UK', '82', 'Bank Transfer'],
    ['UK', '91', undefined],
    ['SA', '91', 'Pay Online'],
    ['SA', '92', 'Credit/Debit Card'],
    ['SA', '82', 'Bank Transfer'],
    ['SA', '81', undefined],
  ] as const)('%s method %s is %s', (country, id, name) => {
    expect(paymentMethodFor(UI_OPTIONS, country, id)?.name).toBe(name);
  });

  it.each([
    ['UK', '81', 'ORMPay360'],
    ['UK', '82', 'Bank Transfer'],
    ['SA', '92', 'AFXPay360'],
    ['SA', '91', 'Pay Online'],
  ] as const)('%s method %s records payment_name %s', (country, id, expected) => {
    const method = paymentMethodFor(UI_OPTIONS, country, id);
    expect(method && gatewayName(country, method)).toBe(expected);
  });

  it.each([
    ['UK', 'gift', true],
    ['UK', 'Family Support', true],
    ['UK', '401 Gifts', false],
    ['SA', '401 Gifts', true],
    ['SA', 'gift', true], // the wording 'Gift' matches case-insensitively
    ['SA', 'lottery', false],
  ] as const)('%s purpose %j known: %s', (country, purpose, expected) => {
    expect(isKnownPurpose(UI_OPTIONS, country, purpose)).toBe(expected);
  });
});
