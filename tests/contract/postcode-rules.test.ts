import { describe, expect, it } from 'vitest';
import { normalisePostcode } from '../../sandbox/rules/postcode.ts';
import { POSTCODE_ADDRESSES } from '../../sandbox/data/postcodes.ts';

describe('normalisePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    [' m1  1ae ', 'M1 1AE'],
    ['B1 1BB', 'B1 1BB'],
    ['EH11YZ', 'EH1 1YZ'],
    ['cf10 1ep', 'CF10 1EP'],
    ['W1A 0AX', 'W1A 0AX'],
    ['HELLO', null],
    ['12345', null],
    ['SW1A', null],
    ['SW1A 1A', null],
    ['1W1A 1AA', null],
    ['', null],
  ])('%j -> %j', (value, expected) => expect(normalisePostcode(value)).toBe(expected));
});

describe('the sandbox postcode data', () => {
  it('keys every entry by its standard form, with 1 to 3 addresses carrying that postcode', () => {
    const keys = Object.keys(POSTCODE_ADDRESSES);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(normalisePostcode(key)).toBe(key);
      const addresses = POSTCODE_ADDRESSES[key] ?? [];
      expect(addresses.length).toBeGreaterThanOrEqual(1);
      expect(addresses.length).toBeLessThanOrEqual(3);
      for (const address of addresses) expect(address.post_code).toBe(key);
    }
  });
});
