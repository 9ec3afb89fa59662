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

/** Sets the fields `entry` names (an empty text cleared), leaving the others as they are. */
async function change(user: UserEvent, entry: Entry) {
  if (entry.country) await user.click(countryRadio(entry.country));
  const inputs = [
    [entry.mobile, mobileInput()],
    [entry.email, screen.getByRole('textbox', { name: /^Email address/ })],
    [entry.password, screen.getByLabelText(/^Password/)],
  ] as const;
  for (const [value, input] of inputs) {
    if (value === undefined) continue;
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

/** The valid values of the fields `entry` names. */
const validOf = (entry: Entry): Entry =>
  Object.fromEntries(Object.keys(entry).map((key) => [key, VALID[key as keyof Entry]]));

/**
 * Each rule of the form after the first (no country), by what breaks it in an otherwise valid form.
 * The two mobile messages are each shown by more than one case.
 */
const RULES: [string, string, Entry][] = [
  ['no mobile', 'Invalid mobile number', { mobile: '' }],
  ['a short UK mobile', 'Invalid mobile number', { country: 'United Kingdom', mobile: '77009001' }],
  ['a short SA mobile', 'Invalid mobile number', { mobile: '08212345' }],
  [
    'an SA number in the UK',
    'Invalid mobile number. Please enter corresponding country code.',
    { country: 'United Kingdom', mobile: '+27821234567' },
  ],
  [
    'a UK number in SA',
    'Invalid mobile number. Please enter corresponding country code.',
    { mobile: '+447700900123' },
  ],
  ['no email', 'Email address is required', { email: '' }],
  ['a bad email', 'Invalid email address', { email: 'new.sender@' }],
  ['no password', 'Password is required', { password: '' }],
  ['7 characters', 'Invalid password. It should have more than 7 characters', { password: 'Passw0r' }],
  ['no capital', 'Invalid password, at least 1 capital letter expected', { password: 'passw0rd' }],
  ['no digit', 'Invalid password, at least 1 numeric value expected', { password: 'Password' }],
];

describe('the registration form (spec §5: registration)', () => {
  it('has the country with flags, the mobile, email, password and the optional subscribe box, and no note of a friend without a code; shows the dial code of the country: +44 by default and for the UK, +27 for SA; is disabled offline, with a note, and keeps what was typed', async () => {
    const { user } = await openRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    const country = screen.getByRole('group', { name: /^Country/ });
    expect(within(country).getAllByRole('radio')).toHaveLength(2);
    expect(country.querySelectorAll('svg')).toHaveLength(2);
    expect(mobileInput()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Subscribe to news and offers' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    // The sign-up link of a friend says so (below); without a code, nothing is said.
    expect(screen.queryByText(/Invited by a friend/)).toBeNull();

    expect(screen.getByText('+44')).toBeInTheDocument();
    await user.click(countryRadio('South Africa'));
    expect(screen.getByText('+27')).toBeInTheDocument();
    expect(screen.getByText(/after the dial code \+27/)).toBeInTheDocument();
    await user.click(countryRadio('United Kingdom'));
    expect(screen.getByText('+44')).toBeInTheDocument();

    await user.type(mobileInput(), '821234567');
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to sign up.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    expect(mobileInput()).toHaveValue('821234567');
  });

  it(`no country -> "Country is required", then ${RULES.map(([rule, message]) => `${rule} -> ${JSON.stringify(message)}`).join(', ')}: each in an otherwise valid form, nothing sent`, async () => {
    const { user, sandbox } = await openRegister();
    await fill(user, { ...VALID, country: undefined });
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
    expect(posted(sandbox)).toEqual([]);
    await user.click(countryRadio(VALID.country));

    // Each case's message must be gone before it, so that what shows after is the case's own; the
    // field is set valid again after it, which takes its message away.
    for (const [, message, entry] of RULES) {
      expect(screen.queryByText(message)).toBeNull();
      await change(user, entry);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(posted(sandbox)).toEqual([]);
      await change(user, validOf(entry));
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    }
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
});

describe('the sign-up link of a friend (/register?ref=...)', () => {
  it('says the code is kept, and keeps it for the session', async () => {
    await openRegister('/register?ref=R100001');
    expect(
      screen.getByText('Invited by a friend: your referral code R100001 is kept for your first transfer.'),
    ).toBeVisible();
    expect(sessionStorage.getItem('referral-code')).toBe('R100001');
  });
});
