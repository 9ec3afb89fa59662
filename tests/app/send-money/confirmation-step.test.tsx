import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '@/app/theme.ts';
import { paymentStatusText, StatusStep } from '@/features/send-money/components/status-step.tsx';
import { goOffline } from '../../support/browser.ts';
import { answer, failure } from '../../support/sandbox-data.ts';
import {
  CHARGES,
  SA_LIMITED,
  UI_OPTIONS,
  UK_CHARGES,
  UK_LIMITED,
  renderSendPage,
  useSendPageEnv,
  type Sender,
} from './render-send-page.tsx';
import {
  NEW,
  agree,
  makePayment,
  makePaymentButton,
  reachConfirmation,
  stepHeading,
  watchPaymentPage,
} from './send-flow.tsx';
import type { SandboxSetup } from '../../support/test-sandbox.ts';

const NOT_AGREED = 'You cannot proceed unless you have agreed to the terms and conditions of our service';
const REQUIRED = 'You must accept the terms and conditions to proceed';

useSendPageEnv();

/**
 * uk.sender (nothing pending) on Confirmation for $100 to Rudo Maria Ncube by card for Family
 * Support, against a server whose quote is £80 with £3.99 charges (or `sender`'s own way there).
 */
async function onConfirmation(sender: Sender = UK_LIMITED, setup: SandboxSetup = {}) {
  const paymentPage = watchPaymentPage();
  const app = await renderSendPage(sender, {
    setup: { ...setup, faults: [answer(CHARGES, UK_CHARGES), ...(setup.faults ?? [])] },
  });
  await reachConfirmation(
    app.user,
    sender.country === 'SA'
      ? { sa: true, receive: '100', purpose: 'Gift', beneficiary: 'Banda' }
      : { receive: '100' },
  );
  return { ...app, paymentPage };
}

const declaration = () =>
  screen.getByRole('checkbox', { name: 'I agree to the terms and conditions of the service.' });

describe('Confirmation', () => {
  it('sums up the payment: the server figures, the beneficiary, the method and purpose by name; offline, Make Payment is disabled and says why', async () => {
    const { user, sandbox } = await onConfirmation();
    const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling?.textContent;
    expect(figure('Amount to send')).toBe('£80.00');
    expect(figure('Amount to receive')).toBe('$100.00');
    expect(figure('Rate')).toBe('£1 = $1.2500');
    expect(figure('Charges')).toBe('£3.99');
    expect(figure('Tax')).toBe('£0.00');
    expect(figure('Total to pay')).toBe('£83.99');
    expect(figure('Beneficiary')).toBe('Rudo Maria Ncube');
    expect(figure('Beneficiary mobile')).toBe('+263770000101');
    expect(figure('Payment method')).toBe('Credit/Debit Card');
    expect(figure('Purpose')).toBe('Family Support');

    act(() => goOffline());
    expect(makePaymentButton()).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to make the payment.'),
    ).toBeInTheDocument();
    await agree(user);
    expect(makePaymentButton()).toBeDisabled();
    expect(sandbox.callsTo(NEW)).toHaveLength(0);
  });

  it("shows the UI options' confirmation disclaimer for the user's country", async () => {
    await onConfirmation(SA_LIMITED);
    expect(screen.getByText(UI_OPTIONS.disclaimers.transaction_confirmation.sa)).toBeInTheDocument();
    expect(screen.queryByText(UI_OPTIONS.disclaimers.transaction_confirmation.uk)).not.toBeInTheDocument();
  });

  it('Make Payment without the declaration: both messages, no payment; ticking it clears them', async () => {
    const { user, sandbox, paymentPage } = await onConfirmation();
    await user.click(makePaymentButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AGREED);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(sandbox.callsTo(NEW)).toHaveLength(0);

    // The tick reaches the form through the checkbox's own machine, then a render clears the
    // messages: wait for that state, not for the click.
    await user.click(declaration());
    await waitFor(() => expect(screen.queryByText(NOT_AGREED)).not.toBeInTheDocument());
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await user.click(makePaymentButton());
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(NEW)).toHaveLength(1);
  });

  it('the declaration alert stays 20 s', async () => {
    await onConfirmation();
    // The alert's timer is the only one started from here on that the test moves on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const events = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await events.click(makePaymentButton());
      expect(await screen.findByText(NOT_AGREED)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(screen.getByText(NOT_AGREED)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(screen.queryByText(NOT_AGREED)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('while a payment is under way: Transaction Status, with no Make Payment or Back to press', async () => {
    const { user, sandbox, paymentPage } = await onConfirmation();
    const created = sandbox.hold(NEW);
    await makePayment(user);
    await created.reached;
    expect(await stepHeading('Transaction Status')).toBeInTheDocument();
    for (const name of ['Make Payment', 'Back'])
      for (const button of screen.queryAllByRole('button', { name })) expect(button).toBeDisabled();
    created.release();
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(NEW)).toHaveLength(1);
  });

  it('after an error (retry allowed): both enabled; Back goes back', async () => {
    const { user } = await onConfirmation(UK_LIMITED, {
      faults: [failure(NEW, 'Failed to create transaction', { status: 502 })],
    });
    await makePayment(user);
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();
    await waitFor(() => expect(makePaymentButton()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading('Beneficiary Details')).toBeInTheDocument();
  });
});

describe('Transaction Status', () => {
  it("says 'Processing transaction...' with a spinner under its heading", () => {
    render(
      <ChakraProvider value={appSystem()}>
        <StatusStep />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Transaction Status' })).toBeInTheDocument();
    const text = screen.getByText('Processing transaction...');
    expect(text.parentElement?.parentElement?.querySelector('.chakra-spinner')).not.toBeNull();
    // Read out by the page's live region, mounted before the payment runs: not a second one here.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    { underway: false, leaving: false, text: '' },
    { underway: true, leaving: false, text: 'Processing transaction...' },
    { underway: false, leaving: true, text: 'Opening the payment page...' },
    { underway: true, leaving: true, text: 'Opening the payment page...' },
  ])('the live region says "$text" (underway $underway, leaving $leaving)', ({ underway, leaving, text }) => {
    expect(paymentStatusText(underway, leaving)).toBe(text);
  });
});
