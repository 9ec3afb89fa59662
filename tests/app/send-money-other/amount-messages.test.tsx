import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  addFault,
  chargesShown,
  env,
  getCharges,
  otherStore,
  reloadedStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';
import { startFlowEnv } from '../../support/flow-env.ts';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

useOtherFlowEnv();

async function amountStep(code: string, email?: string) {
  const session = await signIn(email);
  const page = renderPage(otherStore(session, code));
  await screen.findByRole('heading', { level: 2, name: 'Amount & Delivery' });
  return page;
}

const getChargesButton = () => screen.getByRole('button', { name: 'Get Charges' });

describe('Amount & Delivery: every message', { timeout: 20_000 }, () => {
  it('both options: nothing preselected, and each field says what is missing', async () => {
    const { events } = await amountStep('BW');
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank Transfer/ })).not.toBeChecked();
    await events.click(getChargesButton());
    for (const text of [
      'Please select a delivery option',
      'Please enter a valid amount',
      'Please select a payment method',
      'Please select a purpose',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(env.calls).not.toContain('POST /api/remitter/transactions/charges');
  });

  it('no currency chosen: Please select a currency', async () => {
    await addFault({
      method: 'GET',
      path: '/payout/terrapay/options/currencies/KE',
      status: 200,
      body: { data: { data: { receivingCurrencies: [] } } },
    });
    const { events } = await amountStep('KE');
    expect(await screen.findByText('No currencies available')).toBeInTheDocument();
    await events.click(getChargesButton());
    expect(await screen.findByText('Please select a currency')).toBeInTheDocument();
  });

  it("a currencies failure: 'Failed to fetch currencies' without a server message, with Retry", async () => {
    await addFault({ method: 'GET', path: '/payout/terrapay/options/currencies/KE', status: 500, times: 1 });
    const { events } = await amountStep('KE');
    expect(await screen.findByText('Failed to fetch currencies')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('KES'),
    );
    expect(screen.queryByText('Failed to fetch currencies')).not.toBeInTheDocument();
  });

  it('no delivery option at all: the country says so at once, and Get Charges is disabled', async () => {
    await amountStep('MW');
    for (const name of [/Mobile Wallet/, /Bank Transfer/, /Cash Pickup/])
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    // before anything is typed or pressed
    expect(screen.getByRole('alert')).toHaveTextContent('No delivery options are available for Malawi');
    expect(screen.getByRole('group', { name: /Delivery option/ })).toHaveAccessibleDescription(
      'No delivery options are available for Malawi',
    );
    expect(getChargesButton()).toBeDisabled();
    expect(env.calls).not.toContain('POST /api/remitter/transactions/charges');
  });

  it('the amount: digits and one point only, and the per-currency maximum', async () => {
    const { events } = await amountStep('KE');
    const amount = await screen.findByRole('textbox', { name: /Amount to receive/ });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('KES'),
    );
    await events.type(amount, '4a0,000.0.1');
    expect(amount).toHaveValue('40000.01');
    await events.click(getChargesButton());
    expect(await screen.findByText('Amount exceeds the limit of KES 40,000')).toBeInTheDocument();
  });

  it("a charges failure without a message: 'Failed to fetch transaction charges'", async () => {
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/charges',
      status: 500,
      body: {},
      times: 1,
    });
    const { events } = await amountStep('KE');
    await getCharges(events, { amount: '7100' });
    expect(await screen.findByText('Failed to fetch transaction charges')).toBeInTheDocument();
  });

  it("the server's own charges message when it gives one", async () => {
    const { events } = await amountStep('KE');
    await getCharges(events, { amount: '7100', method: 'Pay Online' });
    await chargesShown();
    await events.type(screen.getByRole('textbox', { name: /Promo code/ }), 'NOPE');
    await events.click(getChargesButton());
    expect(await screen.findByText('The promo code is not valid.')).toBeInTheDocument();
  });

  it('any change clears the charges; Clear tells the server and clears them even when it fails', async () => {
    const { events } = await amountStep('KE');
    await getCharges(events, { amount: '7100' });
    await chargesShown();
    await events.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'Credit/Debit Card');
    expect(screen.queryByRole('region', { name: 'Your charges' })).not.toBeInTheDocument();

    await events.click(getChargesButton());
    await chargesShown();
    await addFault({ method: 'POST', path: '/api/remitter/transactions/clear', status: 500, times: 1 });
    await events.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Your charges' })).not.toBeInTheDocument();
    await waitFor(() => expect(env.calls).toContain('POST /api/remitter/transactions/clear'));
    expect(screen.getByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');
  });

  it("SA lite: 'Upgrade your account to continue transacting!' and no charges", async () => {
    await amountStep('KE', 'sa.lite@example.com');
    expect(await screen.findByText('Upgrade your account to continue transacting!')).toBeInTheDocument();
    expect(getChargesButton()).toBeDisabled();
  });

  it('a compliance hold the server reports (the full sandbox: the strict one omits it) blocks Get Charges with its text', async () => {
    startFlowEnv(env, { strict: false });
    await amountStep('KE', 'sa.hold@example.com');
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(getChargesButton()).toBeDisabled();
  });

  it("above the tier's limit on the quoted amount: the spec's message, Continue blocked", async () => {
    const { events } = await amountStep('NG');
    // sa.sender is limited: R20,000 a day in the sandbox's limits; NGN 1,700,000 would be R20,000.
    await addFault({
      method: 'POST',
      path: '/api/remitter/transactions/charges',
      status: 200,
      body: {
        status: 'SUCCESS',
        result: { source_amount: 99999, total_charges: 50, tax: 0, rate: 85, source_currency: 'ZAR' },
      },
      times: 1,
    });
    await getCharges(events, { amount: '85000' });
    expect(
      await screen.findByText(
        'Amount entered is above your transaction limit. Please upgrade your account to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a sender not yet registered with the provider is told how to send to other countries', async () => {
    const session = await signIn();
    renderPage(otherStore({ ...session, user: { ...session.user, remitter_id: null } }, 'KE'));
    expect(await screen.findByText(/your sender details must be registered first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Charges' })).not.toBeInTheDocument();
  });

  it('what was typed survives a reload', async () => {
    const { events, unmount } = await amountStep('KE');
    await events.type(await screen.findByRole('textbox', { name: /Amount to receive/ }), '7100');
    await events.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), 'Gift');
    unmount();
    renderPage(reloadedStore());
    expect(await screen.findByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');
    expect(screen.getByRole('combobox', { name: /Purpose/ })).toHaveValue('401 Gifts');
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
  });

  it('offline: Get Charges is disabled with a message, and what was typed stays', async () => {
    const { events } = await amountStep('KE');
    await events.type(await screen.findByRole('textbox', { name: /Amount to receive/ }), '7100');
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    try {
      expect(getChargesButton()).toBeDisabled();
      expect(
        screen.getByText('You are offline. Connect to the internet to get the charges.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');
      expect(
        readSenderScoped<Record<string, unknown>>(sessionStorage.getItem('send-money-other.amount-form'))
          ?.amount,
      ).toBe('7100');
    } finally {
      await act(async () => {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
        window.dispatchEvent(new Event('online'));
      });
    }
  });
});
