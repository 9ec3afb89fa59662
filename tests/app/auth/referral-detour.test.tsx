import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import RegisterPage from '@/features/auth/pages/register-page.tsx';
import { readReferralCode } from '@/features/auth/model/referral.ts';
import { currentLocation, renderAuthPage, useSandbox } from './render-auth-page.tsx';

useSandbox();

const INVITED = 'Invited by a friend: your referral code R100001 is kept for your first transfer.';

describe("a friend's sign-up link, and a look at the login screen before signing up", () => {
  it('keeps the referral code: Sign up says so again without the link', async () => {
    const { user, location } = renderAuthPage(
      <Switch>
        <Route path="/register" component={RegisterPage} />
        <Route path="/" component={LoginPage} />
      </Switch>,
      { path: '/register', search: 'ref=R100001' },
    );
    expect(screen.getByText(INVITED)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    expect(currentLocation(location)).toBe('/register');
    expect(screen.getByText(INVITED)).toBeInTheDocument();
    expect(readReferralCode()).toBe('R100001');
  });
});
