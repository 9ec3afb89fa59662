import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  CONFIRM,
  CREATE,
  INITIATE,
  agree,
  chargesShown,
  chooseSaved,
  getCharges,
  openFlow,
  sandboxRecords,
} from '../../support/send-money-other-flow.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';
import { watchPaymentPage } from '../send-money/send-flow.tsx';

describe('/send-money-other against the strict sandbox', () => {
  it('an SA sender pays a saved Kenyan wallet beneficiary: one transaction, paid for the created total', async () => {
    const sandbox = startSandbox();
    const before = await sandboxRecords(sandbox);
    const { user } = await openFlow('KE', { sandbox });
    const paymentPage = watchPaymentPage();
    const calls = (call: string) => sandbox.callsTo(call).length;

    expect(
      await screen.findByText(
        "Please note you're not allowed to send money to yourself according to the South African Reserve Bank",
      ),
    ).toBeInTheDocument();
    // Kenya pays out to wallets only: Mobile Wallet preselected, Bank Transfer and Cash Pickup unavailable.
    expect(await screen.findByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank Transfer/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Cash Pickup/ })).toBeDisabled();
    // The payment method named 'Bank Transfer' is not offered.
    const methods = screen.getByRole('combobox', { name: /Payment method/ });
    expect([...(methods as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Select a payment method',
      'Pay Online',
      'Credit/Debit Card',
    ]);

    await getCharges(user, { amount: '7100' });
    expect(await chargesShown()).toEqual({ Rate: '7.1000', Charges: 'R50.00', 'Total to pay': 'R1,050.00' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' })).toBeInTheDocument();
    expect(screen.getByText('KES 7,100.00')).toBeInTheDocument();
    await chooseSaved(user, 'Achieng Otieno');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Confirmation' })).toBeInTheDocument();
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    expect(calls(CREATE)).toBe(1);
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));

    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(paymentPage.mock.calls[0]![0]).toMatch(/^http:\/\/localhost\/pay\//);
    expect([calls(CREATE), calls(CONFIRM), calls(INITIATE)]).toEqual([1, 1, 1]);
    const after = await sandboxRecords(sandbox);
    expect(after.transactions.length - before.transactions.length).toBe(1);
    const made = after.transactions.find(
      (t) => !before.transactions.some((b) => b.trans_ref === t.trans_ref),
    )!;
    expect(made).toMatchObject({ dest_amount: 7100, remitt_pay: 1050, destination_country: 'Kenya' });
  });
});
