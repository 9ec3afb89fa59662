import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { RateCalculator } from '@/features/rate-calculator/components/lazy-rate-calculator.tsx';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { writeCachedUiOptions } from '@/features/ui-options/api/ui-options-cache.ts';
import { UI_OPTIONS } from '../../../sandbox/data/ui-options.ts';
import { renderWithProviders } from '../../support/render-with-providers.tsx';

let calls: string[];

beforeEach(() => {
  resetUiOptionsLoad();
  // Offline: every call fails as it would with no network, and is counted.
  calls = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    calls.push(String(input));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  // The UI options the login screen loaded on an earlier visit.
  writeCachedUiOptions(UI_OPTIONS, Date.now() - 86_400_000);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetUiOptionsLoad();
  localStorage.clear();
});

function open(page: 'login' | 'register') {
  return renderWithProviders(<RateCalculator page={page} />, { store: createStore(), path: '/' });
}

const received = () => screen.getByRole('status');

describe('the rate calculator before sign-in, offline from the cached UI options', () => {
  it('shows what £100 gives in Zimbabwe, then R2000 from South Africa, marked indicative', async () => {
    const { events } = open('login');
    const region = await screen.findByRole('region', { name: 'What your family receives' });
    expect(within(region).getByLabelText('You send (GBP)')).toHaveValue('100');
    // £100 at 1.25 buys $125: payouts are in tens, so $120, which £96 buys, never $130
    expect(received()).toHaveTextContent('$120.00');
    expect(within(region).getByText('Rate: £1 = $1.2500')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £96.00 and the beneficiary receives $120.00.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText(/^Indicative only: the fees and the exact amounts/)).toBeInTheDocument();

    await events.click(within(region).getByRole('radio', { name: 'South Africa' }));
    const amount = within(region).getByLabelText('You send (ZAR)');
    await events.clear(amount);
    await events.type(amount, '2,000x');
    expect(amount).toHaveValue('2000');
    expect(received()).toHaveTextContent('$100.00');

    await events.clear(amount);
    await events.type(amount, '3500');
    expect(
      within(region).getByText(
        'New accounts send up to R3,000.00 per transfer; verifying your identity raises the limit.',
      ),
    ).toBeInTheDocument();
    // no call of its own: only the UI options' load, which the screen makes anyway
    expect(calls.every((url) => url.endsWith('/remitter/ui'))).toBe(true);
  });

  it('on the login page: Sign in to send goes to the login form, Create account to /register', async () => {
    const { events, location } = renderWithProviders(
      <>
        <main>
          <form>
            <input aria-label="Email address" />
          </form>
        </main>
        <RateCalculator page="login" />
      </>,
      { store: createStore(), path: '/' },
    );
    await screen.findByRole('region', { name: 'What your family receives' });
    await events.click(screen.getByRole('button', { name: 'Sign in to send' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    await events.click(screen.getByRole('link', { name: 'Create account' }));
    expect(location.history?.at(-1)).toBe('/register');
  });

  it('on the sign-up page: Sign in to send goes to the login screen', async () => {
    const { events, location } = open('register');
    await screen.findByRole('region', { name: 'What your family receives' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Sign in to send' }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('with no options ever loaded (first visit offline): nothing to show, no error', async () => {
    localStorage.clear();
    open('login');
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'What your family receives' })).toBeNull();
  });
});
