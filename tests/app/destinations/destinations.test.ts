import { describe, expect, it } from 'vitest';
import type { Corridor } from '@/api/contract.ts';
import {
  ZIMBABWE,
  destinationsFor,
  cardName,
  corridorProducts,
  destinationPath,
  flagCode,
  productBadge,
  sendPageRedirect,
  refreshedDestination,
} from '@/features/destinations/model/destinations.ts';
import { CORRIDORS } from '../../../sandbox/data/corridors.ts';

const corridor = (code: string, name: string, wallet = true, bank = false): Corridor => ({
  name,
  code,
  iso: `${code}X`,
  currency: 'USD',
  terapay_wallet: wallet,
  terrapay_bank: bank,
  account: `${code}-01`,
  isDefault: false,
});

describe('destinationsFor: Zimbabwe first; SA senders add the corridors, never ZW or ZA', () => {
  it.each([
    ['UK', CORRIDORS, ['ZW']],
    ['SA', undefined, ['ZW']],
    ['SA', [], ['ZW']],
    ['SA', CORRIDORS, ['ZW', 'KE', 'MZ', 'NG', 'BW', 'ZM', 'MW', 'CD']],
    ['SA', [corridor('KE', 'Kenya'), corridor('ke', 'Kenya again'), corridor('', 'No code')], ['ZW', 'KE']],
    ['SA', [corridor('za', 'South Africa'), corridor('zw', 'Zimbabwe')], ['ZW']],
  ])('%s with %j corridors -> %j', (country, corridors, codes) => {
    const list = destinationsFor(country, corridors as Corridor[] | undefined);
    expect(list.map((d) => d.code)).toEqual(codes);
    expect(list[0]).toBe(ZIMBABWE);
  });

  it('keeps the corridor on each card (its delivery options go to the flow)', () => {
    const [, kenya] = destinationsFor('SA', [corridor('KE', 'Kenya')]);
    expect(kenya).toEqual({ code: 'KE', name: 'Kenya', corridor: corridor('KE', 'Kenya') });
  });
});

describe('cardName: cut to 15 characters plus an ellipsis', () => {
  it.each([
    ['Kenya', 'Kenya'],
    ['Fifteen chars!!', 'Fifteen chars!!'],
    ['Sixteen chars!!!', 'Sixteen chars!!...'],
    ['Democratic Republic of the Congo', 'Democratic Repu...'],
    ['Central African Republic', 'Central African...'],
  ])('%s -> %s', (name, shown) => {
    expect(cardName(name)).toBe(shown);
  });
});

describe('the product badge (terapay_wallet, terrapay_bank)', () => {
  it.each([
    [true, false, 'Mobile Wallet'],
    [false, true, 'Bank Transfer'],
    [true, true, 'Mobile Wallet & Bank Transfer'],
    [false, false, null],
  ])('wallet %s, bank %s -> %s', (wallet, bank, badge) => {
    const destination = destinationsFor('SA', [corridor('KE', 'Kenya', wallet, bank)])[1]!;
    expect(productBadge(destination)).toBe(badge);
    expect(corridorProducts({ terapay_wallet: wallet, terrapay_bank: bank })).toHaveLength(
      Number(wallet) + Number(bank),
    );
  });

  it("Zimbabwe's badge names the standard flow's transfer types", () => {
    expect(productBadge(ZIMBABWE, ['Cash Collection', 'Mobile Wallet'])).toBe(
      'Cash Collection & Mobile Wallet',
    );
    expect(productBadge(ZIMBABWE, [])).toBeNull();
  });
});

describe('flagCode: SA to za, UK to gb, ZW to zw, the others by their ISO code', () => {
  it.each([
    ['SA', 'ZA'],
    ['UK', 'GB'],
    ['ZW', 'ZW'],
    ['ke', 'KE'],
    ['CD', 'CD'],
  ])('%s -> %s', (code, flag) => {
    expect(flagCode(code)).toBe(flag);
  });
});

describe('where a card goes', () => {
  it.each([
    ['ZW', '/send-money'],
    ['KE', '/send-money-other'],
    ['NG', '/send-money-other'],
  ])('%s -> %s', (code, path) => {
    expect(destinationPath({ code })).toBe(path);
  });
});

describe('sendPageRedirect: the routing rules of country selection', () => {
  const ke = { code: 'KE' };
  const zw = { code: 'ZW' };
  it.each([
    // /send-money (the landing after sign-in)
    ['zimbabwe', 'SA', null, '/country-selection'],
    ['zimbabwe', 'SA', zw, null],
    ['zimbabwe', 'SA', ke, '/send-money-other'],
    ['zimbabwe', 'UK', null, null],
    ['zimbabwe', 'UK', ke, null],
    // /send-money-other
    ['other', 'SA', null, '/country-selection'],
    ['other', 'SA', zw, '/send-money'],
    ['other', 'SA', ke, null],
    ['other', 'UK', ke, '/send-money'],
    // /country-selection: UK senders never see it
    ['country-selection', 'SA', null, null],
    ['country-selection', 'SA', ke, null],
    ['country-selection', 'UK', null, '/send-money'],
  ] as const)('%s page, %s sender, chosen %j -> %s', (page, country, selected, target) => {
    expect(sendPageRedirect(page, country, selected)).toBe(target);
  });
});

describe("refreshedDestination: the chosen country's corridor as the partner's list now states it", () => {
  const kenya = { code: 'KE', name: 'Kenya', corridor: corridor('KE', 'Kenya') };

  it('takes the corridor the list names now', () => {
    const banksOnly = corridor('KE', 'Kenya', false, true);
    expect(refreshedDestination(kenya, [corridor('NG', 'Nigeria'), banksOnly])).toEqual({
      ...kenya,
      corridor: banksOnly,
    });
  });

  it.each([
    ['nothing changed', [corridor('KE', 'Kenya')]],
    ['the list does not name the country', [corridor('NG', 'Nigeria')]],
    ['an empty list', []],
  ])('keeps the same destination when %s', (_case, corridors) => {
    expect(refreshedDestination(kenya, corridors)).toBe(kenya);
  });

  it('keeps Zimbabwe as it is', () => {
    expect(refreshedDestination(ZIMBABWE, CORRIDORS)).toBe(ZIMBABWE);
  });
});
