import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';
import { goOffline } from '../../support/browser.ts';
import { pageCode, renderApp } from '../../support/render-app.tsx';
import { changeAccount, SA_SENDER } from '../../support/sandbox-data.ts';
import { chargesShown, getCharges, openFlow } from '../../support/send-money-other-flow.tsx';
import { startSandbox, type SandboxSetup } from '../../support/test-sandbox.ts';

const CHARGES = 'POST /api/remitter/transactions/charges';

/** A demo account (sa.sender unless told) on Amount & Delivery for a country, the sandbox as set up. */
async function amountStep(code: string, { user, ...setup }: { user?: string } & SandboxSetup = {}) {
  return openFlow(code, { user, sandbox: startSandbox(setup) });
}

const getChargesButton = () => screen.getByRole('button', { name: 'Get Charges' });
const promoCode = () => screen.getByRole('textbox', { name: /Promo code/ });
const chargesRegion = () => screen.queryByRole('region', { name: 'Your charges' });

/** Presses Get Charges for what the form holds, and waits for the charges. */
async function chargesAgain(user: UserEvent) {
  await user.click(getChargesButton());
  await chargesShown();
}

describe('Amount & Delivery: every message', () => {
  it('both options: nothing preselected, and each field says what is missing', async () => {
    const { user, sandbox } = await amountStep('BW');
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank Transfer/ })).not.toBeChecked();
    await user.click(getChargesButton());
    for (const text of [
      'Please select a delivery option',
      'Please enter a valid amount',
      'Please select a payment method',
      'Please select a purpose',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(sandbox.callsTo(CHARGES)).toEqual([]);
  });

  it('no currency chosen: Please select a currency', async () => {
    const { user } = await amountStep('KE', {
      faults: [
        {
          method: 'GET',
          path: '/payout/terrapay/options/currencies/KE',
          status: 200,
          body: { data: { data: { receivingCurrencies: [] } } },
        },
      ],
    });
    expect(await screen.findByText('No currencies available')).toBeInTheDocument();
    await user.click(getChargesButton());
    expect(await screen.findByText('Please select a currency')).toBeInTheDocument();
  });

  it("a currencies failure: 'Failed to fetch currencies' without a server message, with Retry", async () => {
    const { user } = await amountStep('KE', {
      faults: [{ method: 'GET', path: '/payout/terrapay/options/currencies/KE', status: 500, times: 1 }],
    });
    expect(await screen.findByText('Failed to fetch currencies')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('KES'),
    );
    expect(screen.queryByText('Failed to fetch currencies')).not.toBeInTheDocument();
  });

  it('no delivery option at all: the country says so at once, and Get Charges is disabled', async () => {
    const { sandbox } = await amountStep('MW');
    for (const name of [/Mobile Wallet/, /Bank Transfer/, /Cash Pickup/])
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    // before anything is typed or pressed
    expect(screen.getByRole('alert')).toHaveTextContent('No delivery options are available for Malawi');
    expect(screen.getByRole('group', { name: /Delivery option/ })).toHaveAccessibleDescription(
      'No delivery options are available for Malawi',
    );
    expect(getChargesButton()).toBeDisabled();
    expect(sandbox.callsTo(CHARGES)).toEqual([]);
  });

  it("the amount: digits and one point only, and the per-currency maximum; then the server's own charges message when it gives one; any change clears the charges; Clear tells the server and clears them even when it fails; and offline, Get Charges is disabled with a message, and what was typed stays", async () => {
    const { user, sandbox } = await amountStep('KE');
    const amount = await screen.findByRole('textbox', { name: /Amount to receive/ });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Receiving currency/ })).toHaveValue('KES'),
    );
    await user.type(amount, '4a0,000.0.1');
    expect(amount).toHaveValue('40000.01');
    await user.click(getChargesButton());
    expect(await screen.findByText('Amount exceeds the limit of KES 40,000')).toBeInTheDocument();

    // An amount within the maximum: its charges, then a promo code the server refuses.
    await user.clear(amount);
    await getCharges(user, { amount: '7100', method: 'Pay Online' });
    await chargesShown();
    await user.type(promoCode(), 'NOPE');
    await user.click(getChargesButton());
    expect(await screen.findByText('The promo code is not valid.')).toBeInTheDocument();

    // Without the promo code, the charges again; any change clears them.
    await user.clear(promoCode());
    await chargesAgain(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), 'Credit/Debit Card');
    expect(chargesRegion()).not.toBeInTheDocument();

    await chargesAgain(user);
    sandbox.fault({ method: 'POST', path: '/api/remitter/transactions/clear', status: 500, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chargesRegion()).not.toBeInTheDocument();
    await waitFor(() => expect(sandbox.callsTo('POST /api/remitter/transactions/clear')).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');

    // Then the connection goes.
    act(() => goOffline());
    sandbox.offline = true;
    expect(getChargesButton()).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to get the charges.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount to receive/ })).toHaveValue('7100');
    // Kept in the tab's session storage, where a reload finds it.
    expect(
      readSenderScoped<Record<string, unknown>>(sessionStorage.getItem('send-money-other.amount-form'))
        ?.amount,
    ).toBe('7100');
  });

  it("a charges failure without a message: 'Failed to fetch transaction charges'", async () => {
    const { user } = await amountStep('KE', {
      faults: [
        { method: 'POST', path: '/api/remitter/transactions/charges', status: 500, body: {}, times: 1 },
      ],
    });
    await getCharges(user, { amount: '7100' });
    expect(await screen.findByText('Failed to fetch transaction charges')).toBeInTheDocument();
  });

  it("SA lite: 'Upgrade your account to continue transacting!' and no charges", async () => {
    await amountStep('KE', { user: 'sa.lite@example.com' });
    expect(await screen.findByText('Upgrade your account to continue transacting!')).toBeInTheDocument();
    expect(getChargesButton()).toBeDisabled();
  });

  it('a compliance hold the server reports (the full sandbox: the strict one omits it) blocks Get Charges with its text', async () => {
    await amountStep('KE', { user: 'sa.hold@example.com', strict: false });
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(getChargesButton()).toBeDisabled();
  });

  it("above the tier's limit on the quoted amount: the spec's message, Continue blocked", async () => {
    const { user, sandbox } = await amountStep('NG');
    // sa.sender is limited: R20,000 a day in the sandbox's limits; NGN 1,700,000 would be R20,000.
    sandbox.fault({
      method: 'POST',
      path: '/api/remitter/transactions/charges',
      status: 200,
      body: {
        status: 'SUCCESS',
        result: { source_amount: 99999, total_charges: 50, tax: 0, rate: 85, source_currency: 'ZAR' },
      },
      times: 1,
    });
    await getCharges(user, { amount: '85000' });
    expect(
      await screen.findByText(
        'Amount entered is above your transaction limit. Please upgrade your account to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('a sender not yet registered with the provider is told how to send to other countries', async () => {
    // sa.sender before Sender Details registered them with the provider: no remitter id yet.
    const sandbox = startSandbox();
    changeAccount(sandbox, SA_SENDER, { remitter_id: null });
    await pageCode(() => import('@/features/send-money-other/pages/send-money-other-page.tsx'));
    await renderApp({ url: '/send-money-other?country=KE', user: SA_SENDER, sandbox });
    expect(await screen.findByText(/your sender details must be registered first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Charges' })).not.toBeInTheDocument();
  });
});
