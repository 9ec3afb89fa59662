import { describe, expect, it } from 'vitest';
import { referralCodeOf, shareMessage, signUpLink } from '@/features/share/model/referral.ts';
import { canWebShare } from '@/features/share/hooks/use-share-link.ts';

describe('the referral code is the remitter_id (DESIGN.md)', () => {
  it.each<[string | null | undefined, string]>([
    ['R100001', 'R100001'],
    [' R100001 ', 'R100001'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j gives %j', (remitterId, code) =>
    expect(referralCodeOf({ remitter_id: remitterId } as never)).toBe(code),
  );

  it('has none without a user', () => expect(referralCodeOf(null)).toBe(''));
});

describe('the sign-up link', () => {
  it.each<[string, string, string]>([
    ['https://portal.example.com', 'R100001', 'https://portal.example.com/register?ref=R100001'],
    ['https://portal.example.com/', 'R100001', 'https://portal.example.com/register?ref=R100001'],
    ['http://localhost:8080', 'R 1&x', 'http://localhost:8080/register?ref=R%201%26x'],
  ])('%s with %s', (origin, code, link) => expect(signUpLink(origin, code)).toBe(link));

  it('is shared with a message naming the code and the offer', () => {
    expect(shareMessage('R100001')).toBe(
      'Send money home with me on Remit Portal. Sign up with my link (referral code R100001): one free remit transaction for both friends.',
    );
  });
});

describe('canWebShare', () => {
  const data = { url: 'https://portal.example.com/register?ref=R1' };
  it.each<[string, Partial<Navigator>, boolean]>([
    ['no Web Share API', {}, false],
    ['share without canShare', { share: () => Promise.resolve() }, true],
    ['canShare says yes', { share: () => Promise.resolve(), canShare: () => true }, true],
    ['canShare says no', { share: () => Promise.resolve(), canShare: () => false }, false],
  ])('%s: %s', (_name, nav, can) => expect(canWebShare(data, nav as Navigator)).toBe(can));
});
