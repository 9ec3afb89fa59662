import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addTransaction } from '../../support/sandbox-data.ts';
import {
  SA_LIMITED,
  SA_LITE,
  UK_LIMITED,
  UK_LITE,
  UK_NEW,
  renderSendPage,
  useSendPageEnv,
} from './render-send-page.tsx';

useSendPageEnv();

const stepNames = () =>
  within(screen.getByRole('navigation', { name: 'Send money steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^[\d✓]/, '').replace(' (done)', ''));

describe('the step sidebar', () => {
  it('onboarded: 4 steps, Amount to Send active', async () => {
    await renderSendPage(UK_LIMITED);
    expect(stepNames()).toEqual([
      'Amount to Send',
      'Beneficiary Details',
      'Confirmation',
      'Transaction Status',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Send money steps' });
    expect(within(nav).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('not onboarded: 5 steps with Sender Details second; Back from it resets the calculation', async () => {
    const { events } = await renderSendPage(UK_NEW);
    expect(stepNames()).toEqual([
      'Amount to Send',
      'Sender Details',
      'Beneficiary Details',
      'Confirmation',
      'Transaction Status',
    ]);
    await events.type(screen.getByLabelText('Amount to receive (USD)'), '100');
    await events.selectOptions(screen.getByLabelText(/^Purpose/), 'Gift');
    await events.click(screen.getByRole('button', { name: 'Calculate' }));
    await events.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sender Details' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Send money steps' });
    expect(within(within(nav).getByRole('list')).getByText('Sender Details').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(nav).getAllByRole('listitem')[0]).toHaveTextContent('(done)');

    await events.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount to receive (USD)')).toHaveValue('100');
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
  });

  it('UK users: no package, remaining limit or upgrade link (even below the top tier)', async () => {
    await renderSendPage(UK_LITE);
    await screen.findByRole('button', { name: 'Calculate' });
    expect(screen.queryByText(/Package:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Remaining limit/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade sending limit' })).not.toBeInTheDocument();
  });

  it('SA limited: package and what is left today; no upgrade link at the top tier', async () => {
    // sa.sender sent R4,942.97 (a $260 payout) earlier today: R20,057.03 of the day's R25,000 is left.
    await renderSendPage(SA_LIMITED, {
      arrange: (sandbox) =>
        addTransaction(sandbox, {
          email: 'sa.sender@example.com',
          method: '91',
          amount: { kind: 'destination', value: 260 },
        }),
    });
    expect(screen.getByText('LIMITED')).toBeInTheDocument();
    expect(await screen.findByText('R20,057.03')).toBeInTheDocument();
    expect(screen.getByText(/left today/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade sending limit' })).not.toBeInTheDocument();
  });

  it('SA lite: the per-transaction limit and the upgrade link to /upgrade-account', async () => {
    await renderSendPage(SA_LITE);
    expect(screen.getByText('LITE')).toBeInTheDocument();
    expect(await screen.findByText('R3,000.00')).toBeInTheDocument();
    expect(screen.getByText(/per transaction/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade sending limit' })).toHaveAttribute(
      'href',
      '/upgrade-account',
    );
  });
});

describe('the amount step notices', () => {
  it("SA users: 'Currently sending to' Zimbabwe and Send to another country", async () => {
    await renderSendPage(SA_LIMITED);
    expect(screen.getByText('Currently sending to')).toBeInTheDocument();
    expect(screen.getByText('Zimbabwe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send to another country' })).toHaveAttribute(
      'href',
      '/country-selection',
    );
    expect(
      screen.getByText(
        "Please note you're not allowed to send money to yourself according to the South African Reserve Bank",
      ),
    ).toBeInTheDocument();
  });

  it('UK users: no destination line, the self-transfer warning without the SA regulator', async () => {
    await renderSendPage(UK_LIMITED);
    expect(screen.queryByText('Currently sending to')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send to another country' })).not.toBeInTheDocument();
    expect(screen.getByText("Please note you're not allowed to send money to yourself.")).toBeInTheDocument();
  });

  it('asks for the mandatory (*) fields', async () => {
    await renderSendPage(UK_LIMITED);
    expect(
      screen.getByText('Please fill in all mandatory fields marked with an asterisk (*).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Send Money' })).toBeInTheDocument();
  });
});
