import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { REFERRAL_KEY, readReferralCode } from '@/features/auth/model/referral.ts';
import { resetSessionChannel } from '@/features/auth/session/session-channel.ts';
import { logoutOnLoginScreen } from '@/features/auth/session/logout-on-login-screen.ts';
import { SENDER_DRAFT_KEY } from '@/features/send-money/sender-draft.ts';
import { readAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { appStore } from '@/lib/store.ts';

const user = { id: 1, remitter_id: 'R1', first_name: 'Tariro' } as User;

afterEach(() => {
  resetSessionChannel();
  localStorage.clear();
  sessionStorage.clear();
});

/** A friend's link opened in this tab: its code kept, and a draft of something else personal. */
function arriveByLink(): void {
  sessionStorage.setItem(REFERRAL_KEY, 'R100001');
  sessionStorage.setItem(SENDER_DRAFT_KEY, '{"first_name":"typed earlier"}');
}

describe("the login screen's logout and a friend's referral code", () => {
  it('keeps the code of a signed-out visitor, and still removes the rest', async () => {
    arriveByLink();
    await logoutOnLoginScreen(appStore);
    expect(readReferralCode()).toBe('R100001');
    expect(sessionStorage.getItem(SENDER_DRAFT_KEY)).toBeNull();
  });

  it.each<[string, () => void]>([
    [
      'a token and a stored user',
      () => {
        setAccessToken('token-1');
        appStore.set(hasTokenAtom, true);
        appStore.set(sessionUserAtom, user);
      },
    ],
    [
      'a token only',
      () => {
        setAccessToken('token-1');
        appStore.set(hasTokenAtom, true);
      },
    ],
    ['a stored user only (the token expired)', () => appStore.set(sessionUserAtom, user)],
  ])('removes the code after a session in this tab (%s)', async (_, signIn) => {
    arriveByLink();
    signIn();
    await logoutOnLoginScreen(appStore);
    expect(sessionStorage.getItem(REFERRAL_KEY)).toBeNull();
    expect(sessionStorage.getItem(SENDER_DRAFT_KEY)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(appStore.get(sessionUserAtom)).toBeNull();
  });

  it('writes no code when the visitor had none', async () => {
    await logoutOnLoginScreen(appStore);
    expect(sessionStorage.getItem(REFERRAL_KEY)).toBeNull();
  });
});
