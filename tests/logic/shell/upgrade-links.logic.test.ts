import { describe, expect, it } from 'vitest';
import type { Country, KycTier } from '@/api/contract.ts';
import { upgradeLinks } from '@/features/shell/model/upgrade-links.ts';

const LIMITED = { label: 'Upgrade to Limited', href: '/upgrade-limited' };
const UNLIMITED = { label: 'Upgrade to Unlimited', href: '/upgrade-unlimited' };

describe('upgradeLinks (spec doc 1 §4, doc 2 §6)', () => {
  const table: [Country, KycTier, (typeof LIMITED)[]][] = [
    ['UK', 'lite', [LIMITED, UNLIMITED]],
    ['UK', 'limited', [UNLIMITED]],
    ['UK', 'unlimited', []],
    ['SA', 'lite', [LIMITED]],
    ['SA', 'limited', []],
    ['SA', 'unlimited', []],
  ];
  it.each(table)('%s %s -> %j', (country, tier, expected) => {
    expect(upgradeLinks(country, tier)).toEqual(expected);
  });

  it('treats any non-UK country as SA (lite gets limited only)', () => {
    expect(upgradeLinks('ZW', 'lite')).toEqual([LIMITED]);
    expect(upgradeLinks('ZW', 'limited')).toEqual([]);
  });

  it('offers nothing for an unknown tier', () => {
    expect(upgradeLinks('UK', 'gold')).toEqual([]);
  });
});
