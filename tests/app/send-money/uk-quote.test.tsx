import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SA_HOLD, UK_LIMITED_PENDING, renderSendPage, useSendPageEnv } from './render-send-page.tsx';

useSendPageEnv();

describe('the amount step against the sandbox', () => {
  it("uk.sender gets a quote and sees the server's total to pay", async () => {
    const { user } = await renderSendPage(UK_LIMITED_PENDING);
    // UI options come from the sandbox; the UK defaults (USD, Cash Collection, card) are filled in
    const receive = await screen.findByLabelText('Amount to receive (USD)');
    expect(screen.getByLabelText(/^Payment method/)).toHaveValue('81');
    // uk.sender has a transaction awaiting payment, but the strict answer does not say so (the
    // spec shows no fields of it): no pending notice
    expect(screen.queryByText(/You have a transaction awaiting payment/)).toBeNull();

    await user.type(receive, '125');
    expect(
      screen.getByText(
        /your sending amount was adjusted: you send £104\.00 and the beneficiary receives \$130\.00\./,
      ),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'Family Support');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));

    // $130 at 1.25 USD per GBP is £104.00, the £100-500 fee £5.99, no tax: £109.99
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    const figures = within(summary);
    expect(figures.getByText('£104.00')).toBeInTheDocument();
    expect(figures.getByText('$130.00')).toBeInTheDocument();
    expect(figures.getByText('£1 = $1.2500')).toBeInTheDocument();
    expect(figures.getByText('£5.99')).toBeInTheDocument();
    expect(figures.getByText('Total to pay').nextSibling).toHaveTextContent('£109.99');
  });

  it("sa.hold against the strict sandbox (the pending-transactions answer carries none of the fields the spec does not promise): no hold is known before Calculate, whose answer is the server's refusal", async () => {
    // sa.hold chooses Zimbabwe on /country-selection, as the app sends an SA sender there first.
    const { user } = await renderSendPage(SA_HOLD);
    await user.selectOptions(await screen.findByLabelText(/^Destination currency/), 'USD');
    await user.type(screen.getByLabelText(/^Amount to receive/), '100');
    await user.selectOptions(screen.getByLabelText(/^Transfer type/), 'Cash Collection');
    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'Pay Online');
    await user.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    expect(
      screen.queryByText('You cannot proceed until one of your transactions has been cleared by compliance'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A previous transaction is under compliance review. New transfers are possible once it has been cleared.',
    );
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
  });

  it('sa.hold, where the server reports the hold (the full sandbox): Calculate is disabled, and says why', async () => {
    await renderSendPage(SA_HOLD, { setup: { strict: false } });
    expect(
      await screen.findByText(
        'You cannot proceed until one of your transactions has been cleared by compliance',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });
});
