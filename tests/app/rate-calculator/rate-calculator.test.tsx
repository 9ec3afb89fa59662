import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderApp } from '../../support/render-app.tsx';

beforeEach(() => {
  // The UI options the login screen loaded on an earlier visit, in the browser's storage.
  writeCachedUiOptions(UI_OPTIONS, Date.now() - 86_400_000);
});

/** The page at `url`, signed out and offline: every call fails before it reaches the sandbox. */
const open = (url: '/' | '/register') => renderApp({ url, offline: true });

const calculator = () => screen.findByRole('region', { name: 'What your family receives' });

describe('the rate calculator before sign-in, offline from the cached UI options', () => {
  it('shows what £100 gives in Zimbabwe, then R2000 from South Africa, marked indicative', async () => {
    const { user, sandbox } = await open('/');
    const region = await calculator();
    const amountShown = () => within(region).getByRole('status');
    expect(within(region).getByLabelText('You send (GBP)')).toHaveValue('100');
    // £100 at 1.25 buys $125: payouts are in tens, so $120, which £96 buys, never $130
    expect(amountShown()).toHaveTextContent('$120.00');
    expect(within(region).getByText('Rate: £1 = $1.2500')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £96.00 and the beneficiary receives $120.00.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText(/^Indicative only: the fees and the exact amounts/)).toBeInTheDocument();

    await user.click(within(region).getByRole('radio', { name: 'South Africa' }));
    const amount = within(region).getByLabelText('You send (ZAR)');
    await user.clear(amount);
    await user.type(amount, '2,000x');
    expect(amount).toHaveValue('2000');
    expect(amountShown()).toHaveTextContent('$100.00');

    await user.clear(amount);
    await user.type(amount, '3500');
    expect(
      within(region).getByText(
        'New accounts send up to R3,000.00 per transfer; verifying your identity raises the limit.',
      ),
    ).toBeInTheDocument();
    // no call of its own: only the UI options' load, which the screen makes anyway
    expect(sandbox.calls.map((made) => made.call).every((call) => call === 'GET /api/remitter/ui')).toBe(
      true,
    );
  });

  it('on the login page: Sign in to send goes to the login form, Create account to /register', async () => {
    const { user, location } = await open('/');
    await calculator();
    await user.click(screen.getByRole('button', { name: 'Sign in to send' }));
    expect(screen.getByRole('textbox', { name: /^Email address/ })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('on the sign-up page: Sign in to send goes to the login screen', async () => {
    const { user, location } = await open('/register');
    const region = await calculator();
    expect(within(region).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await user.click(within(region).getByRole('link', { name: 'Sign in to send' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('with no options ever loaded (first visit offline): nothing to show, no error', async () => {
    localStorage.clear();
    const { sandbox } = await open('/');
    await vi.waitFor(() => expect(sandbox.callsTo('GET /api/remitter/ui').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'What your family receives' })).toBeNull();
  });
});
