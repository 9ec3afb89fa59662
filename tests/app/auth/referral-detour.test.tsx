import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { readReferralCode } from '@/features/auth/model/referral.ts';
import { renderApp } from '../../support/render-app.tsx';

const INVITED = 'Invited by a friend: your referral code R100001 is kept for your first transfer.';

describe("a friend's sign-up link, and a look at the login screen before signing up", () => {
  it('keeps the referral code: Sign up says so again without the link', async () => {
    const invited = await renderApp({ url: '/register?ref=R100001' });
    expect(await screen.findByText(INVITED)).toBeInTheDocument();
    const logIn = within(screen.getByRole('main')).getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/');
    invited.unmount();

    // The login screen, in the same tab (its logout keeps a signed-out visitor's code).
    const { user, location } = await renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(location()).toBe('/register');
    expect(screen.getByText(INVITED)).toBeInTheDocument();
    expect(readReferralCode()).toBe('R100001');
  });
});
