import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { User } from '@/api/contract.ts';
import { appSystem } from '@/app/theme.ts';
import { ConfirmationStep } from '@/features/send-money/components/confirmation-step.tsx';
import { paymentStatusText, StatusStep } from '@/features/send-money/components/status-step.tsx';
import type { PaymentRun } from '@/features/send-money/hooks/use-payment-run.ts';
import { EMPTY_AMOUNT_FORM } from '@/features/send-money/model/amount-form.ts';
import { INITIAL_STAGE_STATE } from '@/features/send-money/model/stages.ts';
import { INITIAL_CHECKOUT } from '@/features/payments/checkout/state.ts';
import { amountFormAtom, beneficiaryChoiceAtom, quoteAtom } from '@/features/send-money/state.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { makeUser, UI_OPTIONS, UK_CHARGES, useSendPageEnv } from './render-send-page.tsx';

const NOT_AGREED = 'You cannot proceed unless you have agreed to the terms and conditions of our service';
const REQUIRED = 'You must accept the terms and conditions to proceed';

useSendPageEnv();

function fakeRun(overrides: Partial<PaymentRun> = {}): PaymentRun {
  return {
    checkout: {
      state: INITIAL_CHECKOUT,
      underway: false,
      prepare: vi.fn(),
      request: vi.fn(() => Promise.resolve(true)),
      back: vi.fn(() => false),
    },
    sender: INITIAL_STAGE_STATE,
    stage: null,
    underway: false,
    canPay: true,
    notice: null,
    dismissNotice: vi.fn(),
    makePayment: vi.fn(),
    back: vi.fn(() => false),
    ...overrides,
  };
}

function renderStep(run: PaymentRun, user: User = makeUser('UK', 'limited'), onBack = vi.fn()) {
  const store = createStore();
  // The flow's state belongs to the signed-in sender (kept only for them).
  store.set(sessionUserAtom, user);
  store.set(amountFormAtom, {
    ...EMPTY_AMOUNT_FORM,
    amount_to_receive: '100',
    destination_currency: 'USD',
    trans_type: 'Cash Collection',
    payment_method: user.country === 'UK' ? '81' : '91',
    purpose: user.country === 'UK' ? 'family_support' : '401 Gifts',
  });
  store.set(quoteAtom, { charges: UK_CHARGES, receive: 100 });
  store.set(beneficiaryChoiceAtom, {
    kind: 'saved',
    beneficiary: {
      beneficiary_id: 'B1',
      fname: 'Rudo',
      mname: 'Maria',
      lname: 'Ncube',
      mobile: '+263770000101',
    },
  });
  render(
    <JotaiProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <ConfirmationStep user={user} options={UI_OPTIONS} run={run} onBack={onBack} />
      </ChakraProvider>
    </JotaiProvider>,
  );
  return { events: userEvent.setup({ delay: null }), onBack };
}

const makePayment = () => screen.getByRole('button', { name: 'Make Payment' });
const declaration = () =>
  screen.getByRole('checkbox', { name: 'I agree to the terms and conditions of the service.' });

describe('Confirmation', () => {
  it('sums up the payment: the server figures, the beneficiary, the method and purpose by name', () => {
    renderStep(fakeRun());
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
  });

  it("shows the UI options' confirmation disclaimer for the user's country", () => {
    renderStep(fakeRun(), makeUser('SA', 'limited'));
    expect(screen.getByText(UI_OPTIONS.disclaimers.transaction_confirmation.sa)).toBeInTheDocument();
    expect(screen.queryByText(UI_OPTIONS.disclaimers.transaction_confirmation.uk)).not.toBeInTheDocument();
  });

  it('Make Payment without the declaration: both messages, no payment; ticking it clears them', async () => {
    const run = fakeRun();
    const { events } = renderStep(run);
    await events.click(makePayment());
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AGREED);
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(run.makePayment).not.toHaveBeenCalled();

    // The tick reaches the form through the checkbox's own machine, then a render clears the
    // messages: wait for that state, not for the click.
    await events.click(declaration());
    await waitFor(() => expect(screen.queryByText(NOT_AGREED)).not.toBeInTheDocument());
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    await events.click(makePayment());
    await waitFor(() => expect(run.makePayment).toHaveBeenCalledTimes(1));
  });

  it('the declaration alert stays 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const events = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderStep(fakeRun());
      await events.click(makePayment());
      expect(await screen.findByText(NOT_AGREED)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(screen.getByText(NOT_AGREED)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(screen.queryByText(NOT_AGREED)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('while a payment is under way: Make Payment and Back are disabled', () => {
    renderStep(fakeRun({ underway: true, canPay: false }));
    expect(makePayment()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('after an error (retry allowed): both enabled; Back goes back', async () => {
    const { events, onBack } = renderStep(fakeRun({ canPay: true, underway: false }));
    expect(makePayment()).toBeEnabled();
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('offline: Make Payment is disabled and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const run = fakeRun();
    const { events } = renderStep(run);
    expect(makePayment()).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to make the payment.'),
    ).toBeInTheDocument();
    await events.click(declaration());
    await waitFor(() => expect(declaration()).toBeChecked());
    expect(run.makePayment).not.toHaveBeenCalled();
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
