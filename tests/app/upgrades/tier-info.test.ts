import { describe, expect, it } from 'vitest';
import type { LimitsResult } from '@/api/contract.ts';
import {
  myLimitsRedirect,
  periodUse,
  periodUseText,
  tierCards,
} from '@/features/upgrades/model/tier-info.ts';

const summary = (cards: ReturnType<typeof tierCards>) =>
  cards.map((card) => [card.label, card.current, card.upgradeHref, card.underReview]);

describe("tierCards: the tiers, the user's marked, Upgrade Now where they may upgrade", () => {
  it.each([
    [
      'UK',
      'lite',
      null,
      [
        ['Lite', true, null, false],
        ['Limited', false, '/upgrade-limited', false],
        // spec: Upgrade Now goes to upgrade-limited from lite, whichever tier's card
        ['Unlimited', false, '/upgrade-limited', false],
      ],
    ],
    [
      'UK',
      'limited',
      null,
      [
        ['Lite', false, null, false],
        ['Limited', true, null, false],
        ['Unlimited', false, '/upgrade-unlimited', false],
      ],
    ],
    [
      'UK',
      'unlimited',
      null,
      [
        ['Lite', false, null, false],
        ['Limited', false, null, false],
        ['Unlimited', true, null, false],
      ],
    ],
    [
      'SA',
      'lite',
      null,
      [
        ['Lite', true, null, false],
        ['Limited', false, '/upgrade-limited', false],
      ],
    ],
    [
      'SA',
      'limited',
      null,
      [
        ['Lite', false, null, false],
        ['Limited', true, null, false],
      ],
    ],
    [
      'SA',
      'lite',
      'limited',
      [
        ['Lite', true, null, false],
        ['Limited', false, null, true],
      ],
    ],
  ] as const)('%s %s (under review: %s)', (country, tier, review, expected) => {
    expect(summary(tierCards(country, tier, review))).toEqual(expected);
  });

  it('says what each tier needs', () => {
    const [lite, limited, unlimited] = tierCards('UK', 'lite', null);
    expect(lite?.needs).toMatch(/mobile number and email/);
    expect(limited?.needs).toMatch(/photo ID/);
    expect(unlimited?.needs).toMatch(/where your money comes from/);
  });
});

describe('myLimitsRedirect: /upgrade-account is hidden from UK senders', () => {
  it.each([
    ['UK', 'lite', '/upgrade-limited'],
    ['UK', 'limited', '/upgrade-unlimited'],
    ['UK', 'unlimited', '/send-money'],
    ['SA', 'lite', null],
    ['SA', 'limited', null],
  ] as const)('%s %s: %s', (country, tier, expected) => {
    expect(myLimitsRedirect(country, tier)).toBe(expected);
  });
});

describe("periodUse: how much of each period's limit is used, in per cent only", () => {
  const limits = {
    limits: {
      uk: { limited: { transaction: 5000, day: 5000, month: 10000, quarter: 25000, year: 60000 } },
      sa: { lite: { transaction: 3000, day: 5000, month: 25000, quarter: 50000, year: 100000 } },
    },
    amountsSent: { transaction: 0, day: 1250, month: 10000, quarter: 12000, year: 0 },
  } as LimitsResult;

  it("day, month, quarter and year of the user's tier", () => {
    const use = periodUse(limits, 'UK', 'limited');
    expect(use.map((item) => [item.period, item.percent, item.reached])).toEqual([
      ['day', 25, false],
      ['month', 100, true],
      ['quarter', 48, false],
      ['year', 0, false],
    ]);
    expect(use.map(periodUseText)).toEqual([
      'Today: 25% of your limit used',
      'This month: limit reached',
      'This quarter: 48% of your limit used',
      'This year: 0% of your limit used',
    ]);
  });

  it('nothing for a tier the table lacks, or without limits', () => {
    expect(periodUse(limits, 'SA', 'limited')).toEqual([]);
    expect(periodUse(undefined, 'UK', 'limited')).toEqual([]);
  });
});
