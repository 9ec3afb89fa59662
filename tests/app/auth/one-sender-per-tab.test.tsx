import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/render-app.tsx';
import { UK_SENDER, cancelTransaction, failure } from '../../support/sandbox-data.ts';
import { startSandbox } from '../../support/test-sandbox.ts';
import {
  CONFIRM,
  makePayment,
  makePaymentButton,
  reachConfirmation,
  watchPaymentPage,
} from '../send-money/send-flow.tsx';

const LOADING_OPTIONS = 'Loading the sending options...';
const personalSessionKeys = () =>
  Object.keys(sessionStorage).filter((key) => key.startsWith('send-money') || key.startsWith('destinations'));
const claims = () => Object.keys(localStorage).filter((key) => key.startsWith('checkout-claim:'));

/**
 * uk.sender (nothing pending) in this tab at Confirmation: $130 to Rudo, Make Payment pressed, the
 * transaction created and its confirm failed (a checkout with its claim, to be retried).
 */
async function ukSenderAtConfirmation() {
  const sandbox = startSandbox({ faults: [failure(CONFIRM, 'Confirm failed', { status: 502 })] });
  cancelTransaction(sandbox, 'ZW10000007');
  watchPaymentPage();
  const app = await renderApp({ url: '/send-money', user: UK_SENDER, sandbox });
  await reachConfirmation(app.user);
  await makePayment(app.user);
  expect(await screen.findByText('Confirm failed')).toBeInTheDocument();
  await waitFor(() => expect(makePaymentButton()).toBeEnabled());
  return app;
}

describe('one sender per tab', () => {
  it('a new person signing up in a tab where another sender was at Confirmation sees nothing of theirs', async () => {
    const earlier = await ukSenderAtConfirmation();
    expect(personalSessionKeys().length).toBeGreaterThan(0);
    expect(claims().length).toBeGreaterThan(0);

    // The same tab opens the sign-up page (the earlier sender's session still in it).
    earlier.unmount();
    const { user, sandbox, location } = await renderApp({ url: '/register', sandbox: earlier.sandbox });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    const country = screen.getByRole('group', { name: /^Country/ });
    await user.click(within(country).getByRole('radio', { name: 'South Africa' }));
    await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '0829870000');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'someone.else@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const input = await screen.findByRole('textbox', { name: /^Verification code/ });
    const { code } = await sandbox.admin<{ code: string }>('/otp?mobile=27829870000');
    await user.type(input, code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // Signed in as the newcomer, and nothing of the earlier sender's flow, checkout or claims is
    // left in the tab. An SA sender chooses where to send first.
    await waitFor(() => expect(location()).toBe('/country-selection'));
    expect(personalSessionKeys()).toEqual([]);
    expect(claims()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: /Zimbabwe/ }));
    await waitFor(() => expect(location()).toBe('/send-money'));
    await waitFor(() => expect(screen.queryByText(LOADING_OPTIONS)).not.toBeInTheDocument());
    // The newcomer's Send Money (SA, lite, not onboarded: Sender Details to come), at its start.
    const steps = within(screen.getByRole('navigation', { name: 'Send money steps' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      '1Amount to Send',
      '2Sender Details',
      '3Beneficiary Details',
      '4Confirmation',
      '5Transaction Status',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('Package: LITE');
    expect(screen.getByRole('heading', { level: 2, name: 'Amount to Send' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount to receive/)).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(claims()).toEqual([]);
  });
});
