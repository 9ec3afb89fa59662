import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SEEDED_AT, addTransaction, answer } from '../../support/sandbox-data.ts';
import {
  CHARGES,
  SA_HOLD,
  SA_LITE,
  SA_LITE_NEW,
  UK_CHARGES,
  UK_LIMITED,
  UK_LIMITED_PENDING,
  UK_LITE,
  UK_NEW,
  UI_OPTIONS,
  renderSendPage,
  useSendPageEnv,
} from './render-send-page.tsx';

useSendPageEnv();

/** The page's own content (the app's offline banner, an empty live region until offline, is outside it). */
const page = () => within(screen.getByRole('main'));
const calculate = () => screen.getByRole('button', { name: 'Calculate' });
const receiveInput = (currency = 'USD') => screen.getByLabelText(`Amount to receive (${currency})`);

/**
 * Before anything is typed: no message is read, and the styles made in advance (hidden alerts)
 * are neither shown nor announced.
 */
async function expectNothingRead() {
  expect(receiveInput()).toBeInTheDocument();
  // The warm-up alerts are made after the first paint: wait for them. They are empty: none of
  // them may be shown or announced.
  const warmUp = await waitFor(() => {
    const found = document.querySelectorAll('[aria-hidden="true"] .chakra-alert__root');
    expect(found.length).toBeGreaterThan(0);
    return found;
  });
  const read = [...page().queryAllByRole('alert'), ...page().queryAllByRole('status')];
  for (const element of read) expect(element.textContent?.trim()).not.toBe('');
  for (const element of warmUp) expect(element).not.toBeVisible();
  expect(screen.queryByText('The minimum amount a user can receive is $20.00.')).not.toBeInTheDocument();
}

describe('amount step: the limit check', () => {
  it('onboarded: asks to upgrade, and Calculate is disabled until the amount fits', async () => {
    const { events } = await renderSendPage(UK_LITE);
    await events.type(receiveInput(), '1010');
    expect(
      screen.getByText(
        'Amount entered is above your transaction limit. Please upgrade your account to continue.',
      ),
    ).toBeInTheDocument();
    expect(calculate()).toBeDisabled();

    await events.clear(receiveInput());
    await events.type(receiveInput(), '1000');
    expect(screen.queryByText(/above your transaction limit/)).not.toBeInTheDocument();
    expect(calculate()).toBeEnabled();
  });

  it('not onboarded: the other message', async () => {
    const { events } = await renderSendPage(UK_NEW);
    await events.type(receiveInput(), '1010');
    expect(screen.getByText('Amount entered is above transaction limit.')).toBeInTheDocument();
    expect(screen.queryByText(/Please upgrade your account/)).not.toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it('counts what was already sent this month (GET /remitter/limits)', async () => {
    // On the sandbox's fixed clock (5 Jan 2025) uk.sender, before their upgrade, has sent $2,900
    // this month: $150 on 3 Jan (seeded) and $2,750 over the three days before.
    const { events } = await renderSendPage(UK_LITE, {
      setup: { now: () => SEEDED_AT },
      arrange: (sandbox) => {
        for (const [usd, days] of [
          [1000, 1],
          [1000, 2],
          [750, 3],
        ] as const)
          addTransaction(sandbox, {
            status: 'PROCESSED',
            method: '81',
            amount: { kind: 'destination', value: usd },
            age: days * 24 * 60 * 60 * 1000,
          });
      },
    });
    // $200 fits every cap of UK lite on its own: only what was sent makes it too much
    await events.type(receiveInput(), '200');
    expect(await screen.findByText(/above your transaction limit/)).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });
});

describe('amount step: minimum and rounding', () => {
  it('reads no message before anything is typed (the styles made in advance are hidden from screen and screen readers); then, amount by amount: nothing for a multiple of 10, the minimum, and the adjusted sending amount for a receiving or a sending amount', async () => {
    const { events } = await renderSendPage(UK_LIMITED);
    await expectNothingRead();

    // Each amount typed in an empty field, its messages read before the next.
    await events.type(receiveInput(), '120');
    expect(screen.queryByText(/Payouts are made in multiples of 10/)).not.toBeInTheDocument();
    expect(page().queryByRole('status')).not.toBeInTheDocument();

    await events.clear(receiveInput());
    await events.type(receiveInput(), '10');
    expect(screen.getByText('The minimum amount a user can receive is $20.00.')).toBeInTheDocument();
    expect(calculate()).toBeDisabled();

    await events.clear(receiveInput());
    await events.type(receiveInput(), '125');
    // $125 is paid out as $130, which is £104.00 at the options' rate of 1.25
    expect(page().getByRole('status')).toHaveTextContent(
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £104.00 and the beneficiary receives $130.00.',
    );
    expect(calculate()).toBeEnabled();

    // A sending amount rounds too: £101 gives $126.25, paid out as $130 for £104.
    await events.clear(receiveInput());
    await events.type(screen.getByLabelText('Amount to send (GBP)'), '101');
    expect(page().getByRole('status')).toHaveTextContent(
      /sending amount was adjusted: you send £104\.00 and the beneficiary receives \$130\.00\./,
    );
  });

  it("after Calculate, the notice shows the quote's figures", async () => {
    // A server whose quote differs from the options' rate (and names the amount it pays out).
    const { events, chargesRequests } = await renderSendPage(UK_LIMITED, {
      setup: {
        faults: [answer(CHARGES, { ...UK_CHARGES, source_amount: 104.5, destination_amount: 130 })],
      },
    });
    await events.type(screen.getByLabelText('Amount to send (GBP)'), '101');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());
    await screen.findByRole('region', { name: 'Your quote' });
    expect(chargesRequests().map((request) => request.amount_to_receive)).toEqual([130]);
    expect(page().getByRole('status')).toHaveTextContent(
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £104.50 and the beneficiary receives $130.00.',
    );
  });
});

describe('amount step: SA lite, the hold and the pending notice', () => {
  it("SA onboarded lite: 'Upgrade your account to continue transacting!' and Calculate disabled", async () => {
    await renderSendPage(SA_LITE);
    expect(screen.getByText('Upgrade your account to continue transacting!')).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it('SA lite not yet onboarded may calculate', async () => {
    await renderSendPage(SA_LITE_NEW);
    expect(screen.queryByText('Upgrade your account to continue transacting!')).not.toBeInTheDocument();
    expect(calculate()).toBeEnabled();
  });

  it('a compliance hold: the message and Calculate disabled', async () => {
    // The full sandbox: its pending answer says whether compliance holds one (the spec promises nothing).
    await renderSendPage(SA_HOLD, { setup: { strict: false } });
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it("a pending transaction: the server's disclaimer with View Transaction", async () => {
    // uk.sender's ZW10000007 awaits payment: the full sandbox names it with its disclaimer.
    await renderSendPage(UK_LIMITED_PENDING, { setup: { strict: false } });
    const notice = await screen.findByText(UI_OPTIONS.disclaimers.pending_transactions);
    const link = within(notice).getByRole('link', { name: 'View Transaction' });
    expect(link).toHaveAttribute('href', '/transactions/ZW10000007');
    expect(calculate()).toBeEnabled();
  });

  it("no disclaimer anywhere: 'You have a pending transaction'", async () => {
    // A deployment whose options carry no pending disclaimer: neither the options nor the pending
    // answer (which takes it from them) has one.
    await renderSendPage(UK_LIMITED_PENDING, {
      setup: { strict: false },
      arrange: (sandbox) => {
        const { deps } = sandbox.sandbox;
        deps.uiOptions = {
          ...deps.uiOptions,
          disclaimers: { ...deps.uiOptions.disclaimers, pending_transactions: '' },
        };
      },
    });
    const text = await screen.findByText(/You have a pending transaction/);
    expect(within(text).getByRole('link', { name: 'View Transaction' })).toHaveAttribute(
      'href',
      '/transactions/ZW10000007',
    );
  });
});
