import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Beneficiary } from '@/api/contract.ts';
import { EMPTY_AMOUNT_FORM as EMPTY_CROSS_BORDER_FORM } from '@/features/send-money-other/model/amount-form.ts';
import { crossBorderFlow } from '@/features/send-money-other/flow.ts';
import { amountFormAtom, beneficiaryAtom } from '@/features/send-money-other/state.ts';
import { db } from '@/lib/db.ts';
import { CORRIDORS } from '../../../sandbox/data/corridors.ts';
import {
  addFault,
  chargesShown,
  getCharges,
  holdCall,
  otherStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

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

/**
 * sa.sender with the flow filled in before (as 'Send again' fills it: the delivery and the
 * beneficiary), on Beneficiary Details once the charges are in. Not in StrictMode, whose second
 * list call a test could not hold.
 */
async function withStoredBeneficiary(code: string, beneficiary: Beneficiary) {
  const session = await signIn();
  const store = otherStore(session, code);
  crossBorderFlow.prefill(store, {
    country: code,
    form: { ...EMPTY_CROSS_BORDER_FORM, deliveryOption: 'wallet' },
    beneficiary,
  });
  const page = renderPage(store, { strict: false });
  await getCharges(page.events, { amount: '1000' });
  await chargesShown();
  await page.events.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
  return { ...page, store };
}

const chosen = () => screen.queryByRole('region', { name: 'Selected beneficiary' });
const search = () => screen.getByRole('combobox', { name: 'Search saved beneficiaries' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('a stored beneficiary the list no longer shows', () => {
  it('stands while the list loads (the copy on the device has it), and is dropped once the list comes without it', async () => {
    const session = await signIn();
    await db.replaceList(
      db.beneficiaries,
      session.user.remitter_id!,
      [{ beneficiaryId: REMOVED.beneficiary_id, value: REMOVED }],
      1000,
    );
    const release = holdCall(LIST);
    const { store, events } = await withStoredBeneficiary('KE', REMOVED);

    await waitFor(() => expect(chosen()).toHaveTextContent('Wanjiru Kamau'));
    expect(continueButton()).toBeEnabled();
    expect(store.get(beneficiaryAtom)?.beneficiary_id).toBe('90001');

    release();
    await waitFor(() => expect(chosen()).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
    // The picker no longer shows the name either; the stored choice is gone.
    await waitFor(() => expect(search()).toHaveValue(''));
    expect(store.get(beneficiaryAtom)).toBeNull();
    await events.click(search());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Achieng Otieno+254700000201']);
    await events.click(within(screen.getByRole('listbox')).getByRole('option'));
    expect(chosen()).toHaveTextContent('Achieng Otieno');
    expect(continueButton()).toBeEnabled();
  });

  it('one paid into a bank account, with Mobile Wallet now chosen, is dropped', async () => {
    await addFault({
      method: 'GET',
      path: '/api/remitter/beneficiaries',
      status: 200,
      body: { status: 'SUCCESS', result: { beneficiaries: { beneficiary: [BANK_IN_BOTSWANA] } } },
    });
    const { store } = await withStoredBeneficiary('BW', BANK_IN_BOTSWANA);
    expect(await screen.findByText('No beneficiaries found for Botswana')).toBeInTheDocument();
    await waitFor(() => expect(store.get(beneficiaryAtom)).toBeNull());
    // The atom changes at once; the screen with React's next render.
    await waitFor(() => expect(chosen()).not.toBeInTheDocument());
    expect(continueButton()).toBeDisabled();
  });
});

describe('a stored delivery option the country no longer offers', () => {
  it('stands while the countries load, and is dropped with its charges once they say Kenya pays to banks only', async () => {
    const banksOnly = CORRIDORS.map((corridor) =>
      corridor.code === 'KE' ? { ...corridor, terapay_wallet: false, terrapay_bank: true } : corridor,
    );
    await addFault({
      method: 'GET',
      path: '/payout/terrapay/options/corridors',
      status: 200,
      body: { data: { data: banksOnly } },
    });
    const release = holdCall('GET /payout/terrapay/options/corridors');
    const session = await signIn();
    // Kenya as chosen before: a wallet country, Mobile Wallet its only option.
    const store = otherStore(session, 'KE');
    const page = renderPage(store, { strict: false });
    await getCharges(page.events, { amount: '7100' });
    await chargesShown();
    expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    release();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('radio', { name: /Mobile Wallet/ })).not.toBeChecked());
    expect(screen.getByRole('radio', { name: /Bank Transfer/ })).toBeChecked();
    expect(store.get(amountFormAtom)?.deliveryOption).toBe('bank');
    // The charges were for the wallet: Continue waits for charges asked for the new choice. The
    // radio changes in the DOM at once; the charges go with React's next render.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Your charges' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});
