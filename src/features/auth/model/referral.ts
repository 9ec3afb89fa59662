import { REFERRAL_PARAM } from '@/config/paths.ts';

/**
 * The referral code of the sign-up link a friend shared (/register?ref=R100001), kept in this
 * tab's session storage from registration until Sender Details sends it as `referral_code`. It
 * names the friend, so it is personal: logout removes it with the rest.
 */
export const REFERRAL_KEY = 'referral-code';

/** A referral code as the link carries it: letters, digits, '-' and '_', at most 40; else ''. */
export function cleanReferralCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  return /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : '';
}

/** The code of a sign-up link's query ('?ref=R100001'), or ''. */
export function referralFromSearch(search: string): string {
  return cleanReferralCode(new URLSearchParams(search).get(REFERRAL_PARAM));
}

/** Keeps the link's code for the session (a link without one keeps the code already kept). */
export function keepReferralCode(code: string, storage: Storage = sessionStorage): void {
  if (!code) return;
  try {
    storage.setItem(REFERRAL_KEY, code);
  } catch {
    // Storage refused (private mode): the code can still be typed in Sender Details.
  }
}

/** The code kept this session, or ''. */
export function readReferralCode(storage: Storage = sessionStorage): string {
  try {
    return cleanReferralCode(storage.getItem(REFERRAL_KEY));
  } catch {
    return '';
  }
}
