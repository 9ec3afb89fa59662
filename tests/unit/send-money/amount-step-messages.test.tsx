import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  NONE_SENT,
  UK_CHARGES,
  makeUser,
  renderSendPage,
  useSendPageEnv,
  UI_OPTIONS,
} from './render-send-page.tsx';

useSendPageEnv();

const calculate = () => screen.getByRole('button', { name: 'Calculate' });
const receiveInput = (currency = 'USD') => screen.getByLabelText(`Amount to receive (${currency})`);

describe('amount step: the limit check', () => {
  it('onboarded: asks to upgrade, and Calculate is disabled until the amount fits', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'lite'));
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
    const { events } = await renderSendPage(makeUser('UK', 'lite', false));
    await events.type(receiveInput(), '1010');
    expect(screen.getByText('Amount entered is above transaction limit.')).toBeInTheDocument();
    expect(screen.queryByText(/Please upgrade your account/)).not.toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it('counts what was already sent this month (GET /remitter/limits)', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'lite'), {
      amountsSent: { ...NONE_SENT, month: 2900 },
    });
    // $200 fits every cap of UK lite on its own: only what was sent makes it too much
    await events.type(receiveInput(), '200');
    expect(await screen.findByText(/above your transaction limit/)).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });
});

describe('amount step: minimum and rounding', () => {
  it('below the currency minimum: the message, and Calculate disabled', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'limited'));
    await events.type(receiveInput(), '10');
    expect(screen.getByText('The minimum amount a user can receive is $20.00.')).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it('tells the user the sending amount was adjusted, with what is sent and what is received', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'limited'));
    await events.type(receiveInput(), '125');
    // $125 is paid out as $130, which is £104.00 at the options' rate of 1.25
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £104.00 and the beneficiary receives $130.00.',
    );
    expect(calculate()).toBeEnabled();
  });

  it('rounds a sending amount too (£101 gives $126.25, paid out as $130 for £104)', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'limited'));
    await events.type(screen.getByLabelText('Amount to send (GBP)'), '101');
    expect(screen.getByRole('status')).toHaveTextContent(
      /sending amount was adjusted: you send £104\.00 and the beneficiary receives \$130\.00\./,
    );
  });

  it("after Calculate, the notice shows the quote's figures", async () => {
    const { events, chargesRequests } = await renderSendPage(makeUser('UK', 'limited'), {
      charges: (request) => ({
        status: 200,
        body: {
          status: 'SUCCESS',
          result: {
            ...UK_CHARGES,
            source_amount: 104.5,
            destination_amount: request.amount_to_receive,
          },
        },
      }),
    });
    await events.type(screen.getByLabelText('Amount to send (GBP)'), '101');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(calculate());
    await screen.findByRole('region', { name: 'Your quote' });
    expect(chargesRequests.map((request) => request.amount_to_receive)).toEqual([130]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Payouts are made in multiples of 10, so your sending amount was adjusted: you send £104.50 and the beneficiary receives $130.00.',
    );
  });

  it('says nothing when the amount is already a multiple of 10', async () => {
    const { events } = await renderSendPage(makeUser('UK', 'limited'));
    await events.type(receiveInput(), '120');
    expect(screen.queryByText(/Payouts are made in multiples of 10/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('amount step: SA lite, the hold and the pending notice', () => {
  it("SA onboarded lite: 'Upgrade your account to continue transacting!' and Calculate disabled", async () => {
    await renderSendPage(makeUser('SA', 'lite'));
    expect(screen.getByText('Upgrade your account to continue transacting!')).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it('SA lite not yet onboarded may calculate', async () => {
    await renderSendPage(makeUser('SA', 'lite', false));
    expect(screen.queryByText('Upgrade your account to continue transacting!')).not.toBeInTheDocument();
    expect(calculate()).toBeEnabled();
  });

  it('a compliance hold: the message and Calculate disabled', async () => {
    await renderSendPage(makeUser('SA', 'limited'), { pending: { compliance_hold: true } });
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(calculate()).toBeDisabled();
  });

  it("a pending transaction: the server's disclaimer with View Transaction", async () => {
    const pending = {
      has_pending: true,
      disclaimer: 'Pay for your last transfer first.',
      transactions: [{ trans_ref: 'ZW-000123' } as never],
    };
    await renderSendPage(makeUser('UK', 'limited'), { pending });
    const notice = await screen.findByText('Pay for your last transfer first.');
    const link = within(notice).getByRole('link', { name: 'View Transaction' });
    expect(link).toHaveAttribute('href', '/transactions/ZW-000123');
    expect(calculate()).toBeEnabled();
  });

  it("no disclaimer anywhere: 'You have a pending transaction'", async () => {
    const options = { ...UI_OPTIONS, disclaimers: { ...UI_OPTIONS.disclaimers, pending_transactions: '' } };
    await renderSendPage(makeUser('UK', 'limited'), {
      options,
      pending: { has_pending: true, disclaimer: '', transactions: [{ trans_ref: 'ZW-9' } as never] },
    });
    const text = await screen.findByText(/You have a pending transaction/);
    expect(within(text).getByRole('link', { name: 'View Transaction' })).toHaveAttribute(
      'href',
      '/transactions/ZW-9',
    );
  });
});

describe('amount step: the messages before anything is typed', () => {
  it('reads no message: the styles made in advance are hidden from screen and screen readers', async () => {
    await renderSendPage(makeUser('UK', 'limited'));
    expect(receiveInput()).toBeInTheDocument();
    // The warm-up alerts are made after the first paint: wait for them. They are empty: none of
    // them may be shown or announced.
    const warmUp = await waitFor(() => {
      const found = document.querySelectorAll('[aria-hidden="true"] .chakra-alert__root');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    const read = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];
    for (const element of read) expect(element.textContent?.trim()).not.toBe('');
    for (const element of warmUp) expect(element).not.toBeVisible();
    expect(screen.queryByText('The minimum amount a user can receive is $20.00.')).not.toBeInTheDocument();
  });
});
