import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { goOffline } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';

/** What the form sent (the page itself loads the UI options, a GET). */
const posted = (sandbox: TestSandbox) => sandbox.calls.filter((made) => made.call.startsWith('POST '));

/** The form's country choice (the rate calculator beside it has countries of its own). */
const countryRadio = (name: string) =>
  within(screen.getByRole('group', { name: /^Country/ })).getByRole('radio', { name });

/** The sign-up page, signed out, its form shown. */
async function openRegister(url = '/register') {
  const view = await renderApp({ url });
  await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
  return view;
}

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
  if (entry.country) await user.click(countryRadio(entry.country));
  if (entry.mobile) await user.type(mobileInput(), entry.mobile);
  if (entry.email) await user.type(screen.getByRole('textbox', { name: /^Email address/ }), entry.email);
  if (entry.password) await user.type(screen.getByLabelText(/^Password/), entry.password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('the registration form (spec §5: registration)', () => {
  it('has the country with flags, the mobile, email, password and the optional subscribe box', async () => {
    await openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const country = screen.getByRole('group', { name: /^Country/ });
    expect(within(country).getAllByRole('radio')).toHaveLength(2);
    expect(country.querySelectorAll('svg')).toHaveLength(2);
    expect(mobileInput()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
  });

  it('shows the dial code of the country: +44 by default and for the UK, +27 for SA', async () => {
    const { user } = await openRegister();
    expect(screen.getByText('+44')).toBeInTheDocument();
    await user.click(countryRadio('South Africa'));
    expect(screen.getByText('+27')).toBeInTheDocument();
    expect(screen.getByText(/after the dial code \+27/)).toBeInTheDocument();
    await user.click(countryRadio('United Kingdom'));
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
    const { user, sandbox } = await openRegister();
    await fill(user, entry);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posted(sandbox)).toEqual([]);
  });

  it.each([
    ['South Africa', '0821234567', '+27821234567'],
    ['South Africa', '82 123 4567', '+27821234567'],
    ['United Kingdom', '07700900123', '+447700900123'],
    ['United Kingdom', '+44 7700 900123', '+447700900123'],
  ] as const)(
    '%s %j: a valid form (subscribe left empty) sends the code to %s',
    async (country, mobile, sent) => {
      const { user, sandbox } = await openRegister();
      await fill(user, { ...VALID, country, mobile });
      await waitFor(() => expect(posted(sandbox)).toHaveLength(1));
      expect(posted(sandbox)[0]).toMatchObject({ call: 'POST /api/otp', body: { mobile: sent } });
    },
  );

  it('is disabled offline, with a note, and keeps what was typed', async () => {
    const { user } = await openRegister();
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
  it('says the code is kept, and keeps it for the session', async () => {
    await openRegister('/register?ref=R100001');
    expect(
      screen.getByText('Invited by a friend: your referral code R100001 is kept for your first transfer.'),
    ).toBeVisible();
    expect(sessionStorage.getItem('referral-code')).toBe('R100001');
  });

  it('says nothing without a code', async () => {
    await openRegister();
    expect(screen.queryByText(/Invited by a friend/)).toBeNull();
  });
});
