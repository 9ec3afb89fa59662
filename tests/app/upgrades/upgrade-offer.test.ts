import { describe, expect, it } from 'vitest';
import { upgradeOffer } from '@/features/upgrades/model/upgrade-offer.ts';

describe('upgradeOffer: who may take which upgrade, and why not', () => {
  it.each([
    ['UK', 'lite', 'limited', { kind: 'form' }],
    ['UK', 'lite', 'unlimited', { kind: 'form' }],
    ['UK', 'limited', 'unlimited', { kind: 'form' }],
    ['SA', 'lite', 'limited', { kind: 'form' }],
    [
      'UK',
      'limited',
      'limited',
      { kind: 'unavailable', reason: 'Your account is already Limited.', alternative: 'unlimited' },
    ],
    [
      'UK',
      'unlimited',
      'limited',
      {
        kind: 'unavailable',
        reason:
          'Your account is already Unlimited, above Limited. It is on the highest tier: there is nothing to upgrade.',
        alternative: null,
      },
    ],
    [
      'UK',
      'unlimited',
      'unlimited',
      {
        kind: 'unavailable',
        reason: 'Your account is already Unlimited. It is on the highest tier: there is nothing to upgrade.',
        alternative: null,
      },
    ],
    [
      'SA',
      'lite',
      'unlimited',
      {
        kind: 'unavailable',
        reason: 'The Unlimited tier is for senders in the UK only.',
        alternative: 'limited',
      },
    ],
    [
      'SA',
      'limited',
      'unlimited',
      {
        kind: 'unavailable',
        reason:
          'The Unlimited tier is for senders in the UK only. Your account is already Limited, the highest tier in South Africa.',
        alternative: null,
      },
    ],
    [
      'SA',
      'limited',
      'limited',
      {
        kind: 'unavailable',
        reason: 'Your account is already Limited. It is on the highest tier: there is nothing to upgrade.',
        alternative: null,
      },
    ],
  ] as const)('%s %s to %s', (country, tier, target, offer) => {
    expect(upgradeOffer({ country, tier, underReview: null }, target)).toEqual(offer);
  });

  it.each(['limited', 'unlimited'] as const)(
    'an upgrade under review offers no second one (%s page)',
    (target) => {
      expect(upgradeOffer({ country: 'UK', tier: 'lite', underReview: 'limited' }, target)).toEqual({
        kind: 'under-review',
        requested: 'limited',
      });
    },
  );
});
