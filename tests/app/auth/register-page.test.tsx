import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import RegisterPage from '@/features/auth/pages/register-page.tsx';
import { goOffline, renderAuthPage } from './render-auth-page.tsx';

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

interface Entry {
  country?: 'United Kingdom' | 'South Africa';
  mobile?: string;
  email?: string;
  password?: string;
}

const VALID: Required<Entry> = {
  country: 'South Africa',
  mobile: '0821234567',
  email: 'new.sender@example.com',
  password: 'Passw0rd',
};

const mobileInput = () => screen.getByRole('textbox', { name: /^Mobile number/ });

async function fill(user: UserEvent, entry: Entry) {
  if (entry.country) await user.click(screen.getByRole('radio', { name: entry.country }));
  if (entry.mobile) await user.type(mobileInput(), entry.mobile);
  if (entry.email) await user.type(screen.getByRole('textbox', { name: /^Email address/ }), entry.email);
  if (entry.password) await user.type(screen.getByLabelText(/^Password/), entry.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('the registration form (spec §5: registration)', () => {
  it('has the country with flags, the mobile, email, password and the optional subscribe box', () => {
    renderAuthPage(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const country = screen.getByRole('group', { name: /^Country/ });
    expect(within(country).getAllByRole('radio')).toHaveLength(2);
    expect(country.querySelectorAll('svg')).toHaveLength(2);
    expect(mobileInput()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
  });

  it('shows the dial code of the country: +44 by default and for the UK, +27 for SA', async () => {
    const { user } = renderAuthPage(<RegisterPage />);
    expect(screen.getByText('+44')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'South Africa' }));
    expect(screen.getByText('+27')).toBeInTheDocument();
    expect(screen.getByText(/after the dial code \+27/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'United Kingdom' }));
    expect(screen.getByText('+44')).toBeInTheDocument();
  });

  it.each<[string, string, Entry]>([
    ['no country', 'Country is required', { ...VALID, country: undefined }],
    ['no mobile', 'Invalid mobile number', { ...VALID, mobile: '' }],
    [
      'a short UK mobile',
      'Invalid mobile number',
      { ...VALID, country: 'United Kingdom', mobile: '77009001' },
    ],
    ['a short SA mobile', 'Invalid mobile number', { ...VALID, mobile: '08212345' }],
    [
      'an SA number in the UK',
      'Invalid mobile number. Please enter corresponding country code.',
      { ...VALID, country: 'United Kingdom', mobile: '+27821234567' },
    ],
    [
      'a UK number in SA',
      'Invalid mobile number. Please enter corresponding country code.',
      { ...VALID, mobile: '+447700900123' },
    ],
    ['no email', 'Email address is required', { ...VALID, email: '' }],
    ['a bad email', 'Invalid email address', { ...VALID, email: 'new.sender@' }],
    ['no password', 'Password is required', { ...VALID, password: '' }],
    [
      '7 characters',
      'Invalid password. It should have more than 7 characters',
      { ...VALID, password: 'Passw0r' },
    ],
    [
      'no capital',
      'Invalid password, at least 1 capital letter expected',
      { ...VALID, password: 'passw0rd' },
    ],
    ['no digit', 'Invalid password, at least 1 numeric value expected', { ...VALID, password: 'Password' }],
  ])('%s -> %s, nothing sent', async (_case, message, entry) => {
    const { user } = renderAuthPage(<RegisterPage />);
    await fill(user, entry);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['South Africa', '0821234567', '+27821234567'],
    ['South Africa', '82 123 4567', '+27821234567'],
    ['United Kingdom', '07700900123', '+447700900123'],
    ['United Kingdom', '+44 7700 900123', '+447700900123'],
  ] as const)(
    '%s %j: a valid form (subscribe left empty) sends the code to %s',
    async (country, mobile, sent) => {
      const { user } = renderAuthPage(<RegisterPage />);
      await fill(user, { ...VALID, country, mobile });
      await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
      const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/otp');
      expect(JSON.parse(String(init.body))).toEqual({ mobile: sent });
    },
  );

  it('is disabled offline, with a note, and keeps what was typed', async () => {
    const { user } = renderAuthPage(<RegisterPage />);
    await user.type(mobileInput(), '821234567');
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to sign up.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(mobileInput()).toHaveValue('821234567');
  });
});

describe('the sign-up link of a friend (/register?ref=...)', () => {
  it('says the code is kept, and keeps it for the session', () => {
    renderAuthPage(<RegisterPage />, { path: '/register', search: 'ref=R100001' });
    expect(
      screen.getByText('Invited by a friend: your referral code R100001 is kept for your first transfer.'),
    ).toBeVisible();
    expect(sessionStorage.getItem('referral-code')).toBe('R100001');
    sessionStorage.clear();
  });

  it('says nothing without a code', () => {
    renderAuthPage(<RegisterPage />, { path: '/register' });
    expect(screen.queryByText(/Invited by a friend/)).toBeNull();
  });
});
