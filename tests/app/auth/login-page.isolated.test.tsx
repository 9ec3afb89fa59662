import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ERROR_BANNER_MS } from '@/components/error-banner.tsx';
import { logout } from '@/features/auth/logout.ts';
import { loginSchema } from '@/features/auth/model/login-schema.ts';
import { goOffline } from '../../support/browser.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { TestSandbox } from '../../support/test-sandbox.ts';

// The logout, counted (it makes no call the sandbox could count), and doing nothing: no test here
// signs in.
vi.mock('@/features/auth/logout.ts', () => ({ logout: vi.fn(() => Promise.resolve()) }));

let checks: MockInstance<typeof loginSchema.validate>;
beforeEach(() => {
  vi.mocked(logout).mockClear();
  // The form's checks as they are, counted: each check the page begins validates the schema once.
  checks = vi.spyOn(loginSchema, 'validate');
});

/** What the form sent (the page itself loads the UI options, a GET). */
const posted = (sandbox: TestSandbox) => sandbox.calls.filter((made) => made.call.startsWith('POST '));

/** The login screen, signed out, its form shown. */
async function openLogin(strictMode = false) {
  const view = await renderApp({ url: '/', strictMode });
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return view;
}

/** Every form check the page has begun has ended, and the page has taken its result. */
async function checksSettled(): Promise<void> {
  await act(async () => {
    await Promise.allSettled(checks.mock.results.map((result) => result.value));
  });
  await act(async () => {});
}

async function chooseMobile(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Mobile' }));
}

describe('the login form (spec §5: login)', () => {
  it('has the email-or-mobile choice, the password and the links to sign up and reset', async () => {
    await openLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Log in with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(screen.getByLabelText(/^Email address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password-link',
    );
  });

  it.each([
    ['email', '', 'Sandbox1', 'Email address is required'],
    ['email', 'not-an-email', 'Sandbox1', 'Invalid email address'],
    ['email', 'a@b', 'Sandbox1', 'Invalid email address'],
    ['email', 'uk.sender@example.com', '', 'Password is required'],
    ['mobile', '', 'Sandbox1', 'Mobile number is required'],
    ['mobile', '07700900001', 'Sandbox1', 'Invalid mobile number'],
    ['mobile', '+44 77', 'Sandbox1', 'Invalid mobile number'],
    ['mobile', '+447700900001', '', 'Password is required'],
  ])('%s %j with password %j -> %j, nothing sent', async (type, identifier, password, message) => {
    const { user, sandbox } = await openLogin();
    if (type === 'mobile') await chooseMobile(user);
    const field = screen.getByLabelText(type === 'mobile' ? /^Mobile number/ : /^Email address/);
    if (identifier) await user.type(field, identifier);
    if (password) await user.type(screen.getByLabelText(/^Password/), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posted(sandbox)).toEqual([]);
  });

  it.each([
    [
      'email',
      'uk.sender@example.com',
      { type: 'email', email: 'uk.sender@example.com', password: 'Sandbox1' },
    ],
    ['mobile', '+44 7700 900001', { type: 'mobile', mobile: '+447700900001', password: 'Sandbox1' }],
    ['mobile', '447700900001', { type: 'mobile', mobile: '+447700900001', password: 'Sandbox1' }],
  ])('sends a valid %s login as %j', async (type, identifier, body) => {
    const { user, sandbox } = await openLogin();
    if (type === 'mobile') await chooseMobile(user);
    await user.type(
      screen.getByLabelText(type === 'mobile' ? /^Mobile number/ : /^Email address/),
      identifier,
    );
    await user.type(screen.getByLabelText(/^Password/), 'Sandbox1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(posted(sandbox)).not.toEqual([]));
    expect(posted(sandbox)[0]).toMatchObject({ call: 'POST /api/remitter/auth/login', body });
  });

  it('focuses the first field in error and marks each field in error', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field again as it changes once the form was sent, and only that field', async () => {
    const { user, sandbox } = await openLogin();
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), 'uk.sender@example.com');
    await vi.waitFor(() => expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument());
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'S');
    await vi.waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
    expect(posted(sandbox)).toEqual([]);
  });

  it('does not check as the user types before the first submit', async () => {
    await import('@/features/auth/model/login-checks.ts'); // loaded: a check would show at once
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.tab();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    // The first check is the submit's: typing and leaving the field began none.
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(checks).toHaveBeenCalledTimes(1);
  });

  it('clears the email and mobile errors on switching, and keeps what was typed in each', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await chooseMobile(user);
    // The change of choice is checked again (the form was sent): that check has ended.
    await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(2));
    await checksSettled();
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.queryByText('Mobile number is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile number/), '+447700900001');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('not-an-email');
    await chooseMobile(user);
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('+447700900001');
  });

  it('sends what the page shows, also when it was filled without typing (a password manager)', async () => {
    const { user, sandbox } = await openLogin();
    fireEvent.input(screen.getByLabelText(/^Email address/), { target: { value: 'uk.sender@example.com' } });
    (screen.getByLabelText(/^Password/) as HTMLInputElement).value = 'Sandbox1';
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(posted(sandbox)).not.toEqual([]));
    expect(posted(sandbox)[0]).toMatchObject({
      call: 'POST /api/remitter/auth/login',
      body: { type: 'email', email: 'uk.sender@example.com', password: 'Sandbox1' },
    });
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('logs out once when it opens, even in strict mode, and not again as the user types', async () => {
    const { user } = await openLogin(true);
    await user.type(screen.getByLabelText(/^Email address/), 'x');
    await chooseMobile(user);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('is disabled offline, with a note, and keeps what was typed', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email address/), 'uk.sender@example.com');
    goOffline();
    expect(
      await screen.findByText('You are offline. Connect to the internet to log in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('uk.sender@example.com');
  });
});

describe('the login error banner (spec §9 timers: 9 s)', () => {
  const BAD_CREDENTIALS = 'These credentials do not match our records.';
  /** Moves the (fake) clock on, letting what it starts (the form's checks, renders) finish. */
  const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** Waits, without moving the fake clock, until the banner shows. */
  async function bannerShown(): Promise<HTMLElement> {
    for (let turn = 0; turn < 500; turn += 1) {
      const alert = screen.queryByRole('alert');
      if (alert) return alert;
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    throw new Error('The error banner did not show');
  }
  /** One keystroke at the end of a field (user-event's typing waits on the clock, frozen here). */
  const press = (field: HTMLInputElement, key: string) =>
    fireEvent.input(field, { target: { value: field.value + key } });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 9 s after it showed, even while the user types meanwhile', async () => {
    await import('@/features/auth/model/login-checks.ts'); // loaded: each keystroke re-checks at once
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email address/), 'uk.sender@example.com');
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    await user.type(password, 'Wrong1234');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await bannerShown()).toHaveTextContent(BAD_CREDENTIALS);

    for (const key of ['x', 'y', 'z', '1']) {
      await elapse(2_000);
      press(password, key); // checks the field again and re-renders the page
    }
    await elapse(ERROR_BANNER_MS - 8_000 - 1);
    expect(screen.getByRole('alert')).toHaveTextContent(BAD_CREDENTIALS);
    await elapse(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password).toHaveValue('Wrong1234xyz1');
  });
});
