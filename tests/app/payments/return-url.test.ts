import { describe, expect, it } from 'vitest';
import { isCardMethod, paymentReturnUrl } from '@/features/payments/model/return-url.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';

const ORIGIN = 'https://portal.example.com';

describe('paymentReturnUrl (spec §4, §7 notes)', () => {
  it.each([
    // label, method, country, expected path
    ['UK card (81)', '81', 'UK', '/transactions/ZW10000007'],
    ['UK card as an object', { id: '81', name: 'Credit/Debit Card' }, 'UK', '/transactions/ZW10000007'],
    ['UK bank transfer (82)', '82', 'UK', '/checkout/ZW10000007'],
    ['SA card (92)', '92', 'SA', '/transactions/ZW10000007'],
    ['SA pay online (91)', '91', 'SA', '/checkout/ZW10000007'],
    ['SA bank transfer (82)', '82', 'SA', '/checkout/ZW10000007'],
    ['81 is not a card method in SA', '81', 'SA', '/checkout/ZW10000007'],
    ['92 is not a card method in the UK', '92', 'UK', '/checkout/ZW10000007'],
    ['an id with spaces', ' 81 ', 'UK', '/transactions/ZW10000007'],
    ['an unknown method', '99', 'UK', '/checkout/ZW10000007'],
    ['no method', undefined, 'UK', '/checkout/ZW10000007'],
  ] as const)('%s -> %s', (_label, paymentMethod, country, path) => {
    expect(
      paymentReturnUrl({
        origin: ORIGIN,
        reference: 'ZW10000007',
        paymentMethod,
        options: UI_OPTIONS,
        country,
      }),
    ).toBe(`${ORIGIN}${path}`);
  });

  it("reads the name from the UI options, not the method's own object", () => {
    const renamed = { payment_methods: { uk: [{ id: '81', name: 'Card (old)' }], sa: [] } };
    expect(
      isCardMethod({
        paymentMethod: { id: '81', name: 'Credit/Debit Card' },
        options: renamed,
        country: 'UK',
      }),
    ).toBe(false);
  });

  it("falls back to the method object's name while the UI options are not known", () => {
    expect(
      isCardMethod({
        paymentMethod: { id: '81', name: 'Credit/Debit Card' },
        options: undefined,
        country: 'UK',
      }),
    ).toBe(true);
    expect(isCardMethod({ paymentMethod: '81', options: undefined, country: 'UK' })).toBe(false);
  });

  it('drops a trailing slash of the origin and encodes the reference', () => {
    expect(
      paymentReturnUrl({
        origin: `${ORIGIN}/`,
        reference: 'A B/1',
        paymentMethod: '82',
        options: UI_OPTIONS,
        country: 'UK',
      }),
    ).toBe(`${ORIGIN}/checkout/A%20B%2F1`);
  });
});
