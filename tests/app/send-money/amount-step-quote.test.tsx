import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { goOffline } from '../../support/browser.ts';
import { answer } from '../../support/sandbox-data.ts';
import {
  CHARGES,
  SA_LIMITED,
  UK_CHARGES,
  UK_LIMITED,
  renderSendPage,
  useSendPageEnv,
} from './render-send-page.tsx';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

useSendPageEnv();

const calculate = () => screen.getByRole('button', { name: 'Calculate' });
const sendInput = () => screen.getByLabelText('Amount to send (GBP)');
const receiveInput = () => screen.getByLabelText('Amount to receive (USD)');
const quote = () => screen.queryByRole('region', { name: 'Your quote' });

describe('amount step: UK defaults and fields', () => {
  it('UK users get the first receiving currency, transfer type and payment method; editing one amount blanks the other; an amount keeps only digits and one decimal point; offline, Calculate is disabled with a note, and what was typed is kept', async () => {
    const { events, chargesRequests } = await renderSendPage(UK_LIMITED);
    expect(screen.getByLabelText(/^Destination currency/)).toHaveValue('USD');
    expect(screen.getByLabelText(/^Transfer type/)).toHaveValue('Cash Collection');
    expect(screen.getByLabelText(/^Payment method/)).toHaveValue('81');
    expect(screen.getByLabelText(/^Purpose/)).toHaveValue('');
    expect(screen.getByLabelText('Promo code (optional)')).toHaveValue('');

    await events.type(sendInput(), '100');
    await events.type(receiveInput(), '5');
    expect(sendInput()).toHaveValue('');
    expect(receiveInput()).toHaveValue('5');
    await events.type(sendInput(), '7');
    expect(receiveInput()).toHaveValue('');
    expect(sendInput()).toHaveValue('7');

    // Both amounts empty again, as on a fresh form.
    await events.clear(sendInput());
    await events.type(sendInput(), '1a2.5.0');
    expect(sendInput()).toHaveValue('12.50');

    // Offline with an amount to receive typed (both amounts empty before it).
    await events.clear(sendInput());
    await events.type(receiveInput(), '100');
    act(() => goOffline());
    expect(calculate()).toBeDisabled();
    expect(
      screen.getByText('You are offline. Connect to the internet to calculate the charges.'),
    ).toBeInTheDocument();
    expect(receiveInput()).toHaveValue('100');
    expect(
      readSenderScoped<Record<string, unknown>>(sessionStorage.getItem('send-money.amount-form')),
    ).toMatchObject({
      amount_to_receive: '100',
      destination_currency: 'USD',
    });
    expect(chargesRequests()).toHaveLength(0);
  });

  it('SA users choose for themselves: Calculate on the empty form shows the form messages of the spec; with a USD payout the quote shows the charge rate itself', async () => {
    const { events, chargesRequests } = await renderSendPage(SA_LIMITED);
    expect(screen.getByLabelText(/^Destination currency/)).toHaveValue('');
    expect(screen.getByLabelText(/^Transfer type/)).toHaveValue('');
    expect(screen.getByLabelText(/^Payment method/)).toHaveValue('');
    expect(screen.getByLabelText('Amount to send (ZAR)')).toBeInTheDocument();

    await events.click(calculate());
    expect(
      await screen.findByText('Please enter either sending amount or receiving amount.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Destination currency required')).toBeInTheDocument();
    expect(screen.getByText('Transfer type is required')).toBeInTheDocument();
    expect(screen.getByText('Payment method is required')).toBeInTheDocument();
    expect(screen.getByText('Payment purpose is required')).toBeInTheDocument();
    expect(chargesRequests()).toHaveLength(0);

    // The sandbox's quote for $100 paid online: R1,901.14 and R50 charges at R1 = $0.0526.
    await events.type(screen.getByLabelText('Amount to receive'), '100');
    await events.selectOptions(screen.getByLabelText(/^Destination currency/), 'USD');
    await events.selectOptions(screen.getByLabelText(/^Transfer type/), 'Cash Collection');
    await events.selectOptions(screen.getByLabelText(/^Payment method/), 'Pay Online');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('R1 = $0.0526')).toBeInTheDocument();
    expect(within(summary).getByText('R1,951.14')).toBeInTheDocument();
  });
});

describe('amount step: Calculate and the quote', () => {
  it("posts the Zimbabwe quote payload and shows the server's figures", async () => {
    // A server whose quote is not the options' rate: £80 for the $130 asked, charges £3.99.
    const { events, chargesRequests } = await renderSendPage(UK_LIMITED, {
      setup: { faults: [answer(CHARGES, UK_CHARGES)] },
    });
    await events.type(sendInput(), '101');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());

    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(chargesRequests()).toEqual([
      {
        amount_to_send: 101,
        amount_to_receive: 130,
        source_currency: 'GBP',
        destination_currency: 'USD',
        destination_country: 'Zimbabwe',
        country: 'UK',
        trans_type: 'Cash Collection',
        payment_method: '81',
        purpose: 'gift',
        promo_code: '',
        amount_type: 'DESTINATION',
      },
    ]);
    // the server's figures (not the £101 typed): £80, rate 1 / 0.8, £3.99 charges; the amount to
    // receive is the one the quote asked for ($130), as the charges answer promises none
    const rows = within(summary);
    expect(rows.getByText('£80.00')).toBeInTheDocument();
    expect(rows.getByText('$130.00')).toBeInTheDocument();
    expect(rows.getByText('£1 = $1.2500')).toBeInTheDocument();
    expect(rows.getByText('£3.99')).toBeInTheDocument();
    expect(rows.getByText('£0.00')).toBeInTheDocument();
    expect(rows.getByText('£83.99')).toBeInTheDocument();
  });

  it('any change clears the quote; Continue moves to the next step', async () => {
    const { events } = await renderSendPage(UK_LIMITED);
    await events.type(receiveInput(), '100');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());
    await screen.findByRole('region', { name: 'Your quote' });

    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Family Support');
    // The quote is gone, and with it the way on: Continue is only the quote's.
    expect(quote()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await events.click(calculate());
    await screen.findByRole('region', { name: 'Your quote' });
    await events.type(receiveInput(), '0');
    expect(quote()).not.toBeInTheDocument();

    await events.click(calculate());
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    await events.click(within(summary).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(receiveInput()).toHaveValue('1000');
    expect(quote()).toBeInTheDocument();
  });

  it('drops an answer for values changed while it was on its way', async () => {
    const { events, sandbox } = await renderSendPage(UK_LIMITED);
    const charges = sandbox.hold(CHARGES);
    await events.type(receiveInput(), '100');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());
    await charges.reached;
    await events.type(receiveInput(), '0');
    // The quote for $100 comes once the amount reads $1000; the page has read it, and done with it.
    charges.release();
    await waitFor(() => expect(sandbox.callsTo(CHARGES)[0]?.read).toBe(true));
    await act(async () => {});
    expect(quote()).not.toBeInTheDocument();
  });
});

describe('amount step: failures', () => {
  it("a charges failure without a message: 'Failed to get transaction charges', gone after 9 s", async () => {
    const { events } = await renderSendPage(UK_LIMITED, {
      setup: { faults: [{ method: 'POST', path: CHARGES.slice('POST '.length), status: 500 }] },
    });
    await events.type(receiveInput(), '100');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await events.click(calculate());
    expect(await screen.findByText('Failed to get transaction charges')).toBeInTheDocument();
    // the banner schedules its own dismissal 9 s on (spec §9: charges errors 9 s), in the effect
    // that follows the render showing it
    const dismissal = await waitFor(() => {
      const call = timers.mock.calls.find(([, ms]) => ms === 9_000);
      expect(call).toBeDefined();
      return call;
    });
    act(() => (dismissal![0] as () => void)());
    expect(screen.queryByText('Failed to get transaction charges')).not.toBeInTheDocument();
  });

  it("the server's own reason when it gives one", async () => {
    // A promo code the sandbox does not know: it refuses the quote with the field's reason.
    const { events } = await renderSendPage(UK_LIMITED);
    await events.type(receiveInput(), '100');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.type(screen.getByLabelText('Promo code (optional)'), 'NOSUCHCODE');
    await events.click(calculate());
    expect(await screen.findByRole('alert')).toHaveTextContent('The promo code is not valid.');
  });
});
