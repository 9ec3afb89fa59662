import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { keepReferralCode, readReferralCode, referralFromSearch } from '../model/referral.ts';

/**
 * The sign-up link's referral code (/register?ref=R100001), kept for the session so Sender Details
 * can send it; else the one kept before. '' when there is none.
 */
export function useReferralLink(): string {
  const fromLink = referralFromSearch(useSearch());
  useEffect(() => keepReferralCode(fromLink), [fromLink]);
  return useMemo(() => fromLink || readReferralCode(), [fromLink]);
}
