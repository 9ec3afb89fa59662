import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import { db } from '@/lib/db.ts';
import { CORRIDORS } from '../../../sandbox/data/corridors.ts';
import type { RenderedApp } from '../../support/render-app.tsx';
import { SA_REMITTER } from '../../support/sandbox-data.ts';
import { chargesShown, chooseSaved, getCharges, openFlow } from '../../support/send-money-other-flow.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/beneficiaries';

/** A Kenyan wallet beneficiary the sender once paid, since removed from their list. */
const REMOVED: Beneficiary = {
  beneficiary_id: '90001',
  fname: 'Wanjiru',
  mname: '',
  lname: 'Kamau',
  mobile: '+254711222333',
  country: 'Kenya',
  country_code: 'KE',
  delivery_option: 'wallet',
};

/** A Botswana beneficiary paid into a bank account. */
const BANK_IN_BOTSWANA: Beneficiary = {
  beneficiary_id: '90002',
  fname: 'Kagiso',
  mname: '',
  lname: 'Molefe',
  mobile: '+26771234567',
  country: 'Botswana',
  country_code: 'BW',
  delivery_option: 'bank',
  account_number: '1234567890',
  bank_name: 'Sample Bank Botswana',
  bank_code: '000201',
};

/** From Amount & Delivery: the charges for `amount`, then Continue to Beneficiary Details. */
async function toBeneficiaryStep(app: RenderedApp, amount = '1000') {
  await getCharges(app.user, { amount });
  await chargesShown();
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
}

/** Presses `name` once it is enabled. */
async function press(app: RenderedApp, name: string) {
  const button = () => screen.getByRole('button', { name });
  await waitFor(() => expect(button()).toBeEnabled());
  await app.user.click(button());
}

/**
 * On Beneficiary Details: `name` chosen and Continue (the flow stores the choice), then back from
 * Confirmation to Beneficiary Details, the stored choice shown again.
 */
async function storeChoiceAndComeBack(app: RenderedApp, name: string) {
  await chooseSaved(app.user, name);
  await press(app, 'Continue');
  await screen.findByRole('heading', { level: 2, name: 'Confirmation' });
  await press(app, 'Back');
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
}

const chosen = () => screen.queryByRole('region', { name: 'Selected beneficiary' });
const search = () => screen.getByRole('combobox', { name: 'Search saved beneficiaries' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a stored beneficiary the list no longer shows', () => {
  it('stands while the list loads (the copy on the device has it), and is dropped once the list comes without it', async () => {
    // The copy on the device (an earlier visit's list) has Wanjiru; the list is on its way.
    await db.replaceList(
      db.beneficiaries,
      SA_REMITTER,
      [{ beneficiaryId: REMOVED.beneficiary_id, value: REMOVED }],
      1000,
    );
    const sandbox = startSandbox();
    const list = sandbox.hold(LIST);
    const app = await openFlow('KE', { sandbox });
    const events = app.user;
    await toBeneficiaryStep(app);
    await storeChoiceAndComeBack(app, 'Wanjiru Kamau');

    await waitFor(() => expect(chosen()).toHaveTextContent('Wanjiru Kamau'));
    expect(continueButton()).toBeEnabled();

    list.release();
    await waitFor(() => expect(chosen()).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
    // The picker no longer shows the name either; the stored choice is gone.
    await waitFor(() => expect(search()).toHaveValue(''));
    // Gone for good: back on the step, with the list on its way again, it is not chosen.
    const again = sandbox.hold(LIST);
    await press(app, 'Back');
    await press(app, 'Continue');
    await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
    await again.reached;
    expect(chosen()).not.toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    again.release();
    await events.click(search());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Achieng Otieno+254700000201']);
    await events.click(within(screen.getByRole('listbox')).getByRole('option'));
    expect(chosen()).toHaveTextContent('Achieng Otieno');
    expect(continueButton()).toBeEnabled();
    // The transfer made is to Achieng: Wanjiru is gone for good.
    await events.click(continueButton());
    expect(await screen.findByText('Charges received successfully!')).toBeInTheDocument();
    const created = sandbox.callsTo('POST /api/remitter/transactions/terrapay').at(-1);
    expect(String((created?.body as { beneficiary_id?: unknown }).beneficiary_id)).not.toBe('90001');
  });

  it('one paid into a bank account, with Mobile Wallet now chosen, is dropped', async () => {
    const sandbox = startSandbox({
      faults: [
        {
          method: 'GET',
          path: '/api/remitter/beneficiaries',
          status: 200,
          body: { status: 'SUCCESS', result: { beneficiaries: { beneficiary: [BANK_IN_BOTSWANA] } } },
        },
      ],
    });
    const app = await openFlow('BW', { sandbox });
    // Kagiso chosen for a bank transfer...
    await app.user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    await toBeneficiaryStep(app);
    await storeChoiceAndComeBack(app, 'Kagiso Molefe');
    expect(chosen()).toHaveTextContent('Kagiso Molefe');
    // ...then back to Amount & Delivery, and Mobile Wallet instead.
    await press(app, 'Back');
    await app.user.click(await screen.findByRole('radio', { name: /Mobile Wallet/ }));
    await app.user.click(screen.getByRole('button', { name: 'Get Charges' }));
    await chargesShown();
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
    expect(await screen.findByText('No beneficiaries found for Botswana')).toBeInTheDocument();
    await waitFor(() => expect(chosen()).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
  });
});

describe('a stored delivery option the country no longer offers', () => {
  it('stands while the countries load, and is dropped with its charges once they say Kenya pays to banks only', async () => {
    const banksOnly = CORRIDORS.map((corridor) =>
      corridor.code === 'KE' ? { ...corridor, terapay_wallet: false, terrapay_bank: true } : corridor,
    );
    const sandbox = startSandbox({
      faults: [
        {
          method: 'GET',
          path: '/payout/terrapay/options/corridors',
          status: 200,
          body: { data: { data: banksOnly } },
        },
      ],
    });
    // The countries as an earlier visit cached them: Kenya a wallet country, Mobile Wallet its
    // only option. The server's are on their way.
    await db.corridors.put({ remitterId: SA_REMITTER, value: CORRIDORS, savedAt: Date.now() - 60_000 });
    const corridors = sandbox.hold('GET /payout/terrapay/options/corridors');
    const app = await openFlow('KE', { sandbox });
    await getCharges(app.user, { amount: '7100' });
    await chargesShown();
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    corridors.release();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).not.toBeChecked());
    expect(screen.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
    // The charges were for the wallet: Continue waits for charges asked for the new choice. The
    // radio changes in the DOM at once; the charges go with React's next render.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your charges' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
