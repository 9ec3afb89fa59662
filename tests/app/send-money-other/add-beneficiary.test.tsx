import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CrossBorderBeneficiaryForm } from '@/features/beneficiaries/components/cross-border-beneficiary-form.tsx';
import { renderWithProviders, signedInStore } from '../../support/render-with-providers.tsx';
import { buttonStates, watchStates } from './watch-states.ts';
import {
  addFault,
  chargesShown,
  destination,
  env,
  getCharges,
  otherStore,
  renderPage,
  signIn,
  useOtherFlowEnv,
} from '../../support/send-money-other-flow.tsx';

useOtherFlowEnv();

/** sa.sender on Beneficiary Details for a country, having asked for charges. */
async function onBeneficiaryStep(code: string, amount: string, method?: string) {
  const session = await signIn();
  const page = renderPage(otherStore(session, code));
  if (code === 'BW' || code === 'ZM')
    await page.events.click(await screen.findByRole('radio', { name: /Mobile Wallet/ }));
  await getCharges(page.events, { amount, method });
  await chargesShown();
  await page.events.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
  return page;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('adding a beneficiary in the other-countries flow', { timeout: 20_000 }, () => {
  it('a mobile that fails verification shows its text, clears the mobile only, and a good one adds and chooses the beneficiary', async () => {
    const page = await onBeneficiaryStep('MZ', '3500');
    expect(await screen.findByText('No beneficiaries found for Mozambique')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.events.click(screen.getByRole('button', { name: 'Add Mozambique Beneficiary' }));

    await page.events.type(await screen.findByRole('textbox', { name: /First name/ }), 'Lucia');
    await page.events.type(field(/Last name/), 'Machava');
    await page.events.type(field(/Mobile number/), '258840000000');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));

    expect(
      await screen.findByText('The mobile number is not registered for a mobile wallet.'),
    ).toBeInTheDocument();
    expect(field(/Mobile number/)).toHaveValue('');
    expect(field(/First name/)).toHaveValue('Lucia');
    expect(field(/Last name/)).toHaveValue('Machava');
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeEnabled();

    await page.events.type(field(/Mobile number/), '+258841234567');
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Lucia Machava'),
    );
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('+258841234567');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    const verify = env.calls.filter((call) => call === 'POST /payout/terrapay/verify/mobile');
    expect(verify).toHaveLength(2);
    expect(env.calls.filter((call) => call === 'POST /api/remitter/beneficiaries/new')).toHaveLength(1);
  });

  it('says each rule of the form on an empty submit (bank delivery)', async () => {
    const page = await onBeneficiaryStep('NG', '85000');
    await page.events.click(screen.getByRole('button', { name: 'Add Nigeria Beneficiary' }));
    await screen.findByRole('combobox', { name: /Bank/ });
    await page.events.type(field(/Account number/), '12ab34');
    expect(field(/Account number/)).toHaveValue('1234');
    await page.events.clear(field(/Account number/));
    await page.events.type(field(/Middle name/), 'A');
    await page.events.type(field(/Email/), 'not-an-email');
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    for (const text of [
      'First Name is required',
      'Last Name is required',
      'Middle Name must be at least 2 characters',
      'Mobile Number is required',
      'Invalid email format',
      'Gender is required',
      'Bank selection is required',
      'Account Number must contain only digits',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    await page.events.type(field(/First name/), 'J');
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('First Name must be at least 2 characters')).toBeInTheDocument();
    expect(env.calls.some((call) => call.includes('/verify/'))).toBe(false);
  });

  it('a bank beneficiary: the banks as name (code), a failed account check clears the account number only', async () => {
    const page = await onBeneficiaryStep('NG', '85000');
    // Nigeria's saved bank beneficiary is offered for Bank Transfer.
    await page.events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chinedu Emeka Okafor+2348000000201']);
    await page.events.keyboard('{Escape}');
    await page.events.click(screen.getByRole('button', { name: 'Add Nigeria Beneficiary' }));
    const bank = await screen.findByRole('combobox', { name: /Bank/ });
    await waitFor(() => expect((bank as HTMLSelectElement).options.length).toBeGreaterThan(1));
    expect([...(bank as HTMLSelectElement).options].map((o) => o.text)).toContain(
      'Sample Bank Nigeria (000101)',
    );
    await page.events.type(field(/First name/), 'Ngozi');
    await page.events.type(field(/Last name/), 'Eze');
    await page.events.type(field(/Mobile number/), '2348031234567');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    await page.events.selectOptions(bank, 'Sample Bank Nigeria (000101)');
    await page.events.type(field(/Account number/), '1234560000');
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('The account was not found at this bank.')).toBeInTheDocument();
    expect(field(/Account number/)).toHaveValue('');
    expect(field(/Mobile number/)).toHaveValue('2348031234567');
    expect(bank).toHaveValue('000101');

    await page.events.type(field(/Account number/), '1234567890');
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Ngozi Eze'),
    );
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('1234567890');
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Sample Bank Nigeria',
    );
  });

  it('a creation failure after a passed verification keeps everything typed', async () => {
    const page = await onBeneficiaryStep('KE', '7100');
    await addFault({
      method: 'POST',
      path: '/api/remitter/beneficiaries/new',
      status: 500,
      body: { status: 'FAIL', result: { message: 'The beneficiary service is unavailable.' } },
      times: 1,
    });
    await page.events.click(screen.getByRole('button', { name: 'Add Kenya Beneficiary' }));
    await page.events.type(await screen.findByRole('textbox', { name: /First name/ }), 'Wanjiru');
    await page.events.type(field(/Last name/), 'Kamau');
    await page.events.type(field(/Mobile number/), '+254711222333');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('The beneficiary service is unavailable.')).toBeInTheDocument();
    expect(field(/Mobile number/)).toHaveValue('+254711222333');
    expect(field(/First name/)).toHaveValue('Wanjiru');
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeEnabled();
  });

  it("the button says each stage: 'Verifying Mobile...', then 'Creating Beneficiary...'", async () => {
    const page = await onBeneficiaryStep('KE', '7100');
    await addFault({ method: 'POST', path: '/payout/terrapay/verify/mobile', delayMs: 300, times: 1 });
    await addFault({ method: 'POST', path: '/api/remitter/beneficiaries/new', delayMs: 300, times: 1 });
    await page.events.click(screen.getByRole('button', { name: 'Add Kenya Beneficiary' }));
    await page.events.type(await screen.findByRole('textbox', { name: /First name/ }), 'Wanjiru');
    await page.events.type(field(/Last name/), 'Kamau');
    await page.events.type(field(/Mobile number/), '+254711222333');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    const buttons = watchStates(buttonStates);
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Wanjiru Kamau'),
    );
    buttons.stop();
    const stages = buttons.seen.filter((button) => button.name.endsWith('...'));
    expect(stages).toContainEqual({ name: 'Verifying Mobile...', disabled: true });
    expect(stages).toContainEqual({ name: 'Creating Beneficiary...', disabled: true });
    expect(stages.findIndex((b) => b.name === 'Verifying Mobile...')).toBeLessThan(
      stages.findIndex((b) => b.name === 'Creating Beneficiary...'),
    );
    expect(stages.filter((button) => !button.disabled)).toEqual([]);
  });

  it("'Verifying Bank...'; without the partner's description, 'Bank verification failed'", async () => {
    const page = await onBeneficiaryStep('NG', '85000');
    await addFault({
      method: 'POST',
      path: '/payout/terrapay/verify/bank',
      delayMs: 300,
      status: 200,
      body: { status: 'Error' },
      times: 1,
    });
    await page.events.click(screen.getByRole('button', { name: 'Add Nigeria Beneficiary' }));
    const bank = await screen.findByRole('combobox', { name: /Bank/ });
    await waitFor(() => expect((bank as HTMLSelectElement).options.length).toBeGreaterThan(1));
    await page.events.type(field(/First name/), 'Ngozi');
    await page.events.type(field(/Last name/), 'Eze');
    await page.events.type(field(/Mobile number/), '2348031234567');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    await page.events.selectOptions(bank, 'Sample Bank Nigeria (000101)');
    await page.events.type(field(/Account number/), '1234567890');
    const buttons = watchStates(buttonStates);
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('Bank verification failed')).toBeInTheDocument();
    buttons.stop();
    expect(buttons.seen).toContainEqual({ name: 'Verifying Bank...', disabled: true });
    expect(buttons.seen).not.toContainEqual({ name: 'Verifying Bank...', disabled: false });
    expect(field(/Account number/)).toHaveValue('');
  });

  it("without the partner's description, 'Mobile verification failed'", async () => {
    const page = await onBeneficiaryStep('KE', '7100');
    await addFault({ method: 'POST', path: '/payout/terrapay/verify/mobile', status: 502, times: 1 });
    await page.events.click(screen.getByRole('button', { name: 'Add Kenya Beneficiary' }));
    await page.events.type(await screen.findByRole('textbox', { name: /First name/ }), 'Wanjiru');
    await page.events.type(field(/Last name/), 'Kamau');
    await page.events.type(field(/Mobile number/), '+254711222333');
    await page.events.click(screen.getByRole('radio', { name: 'Female' }));
    await page.events.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(await screen.findByText('Mobile verification failed')).toBeInTheDocument();
  });

  it("the banks' failure: 'Failed to fetch banks', with Retry", async () => {
    const page = await onBeneficiaryStep('NG', '85000');
    await addFault({ method: 'GET', path: '/payout/terrapay/options/banks/NG', status: 500, times: 1 });
    await page.events.click(screen.getByRole('button', { name: 'Add Nigeria Beneficiary' }));
    expect(await screen.findByText('Failed to fetch banks')).toBeInTheDocument();
    await page.events.click(screen.getByRole('button', { name: 'Retry' }));
    const bank = screen.getByRole('combobox', { name: /Bank/ });
    await waitFor(() => expect((bank as HTMLSelectElement).options.length).toBeGreaterThan(1));
    expect(screen.queryByText('Failed to fetch banks')).not.toBeInTheDocument();
  });
});

describe('the add form for a sender not yet registered (no remitter_id)', () => {
  it('says what to do first, and nothing can be verified or sent without the remitter id', async () => {
    const session = await signIn();
    const { events } = renderWithProviders(
      <CrossBorderBeneficiaryForm
        corridor={destination('KE').corridor!}
        deliveryOption="wallet"
        onAdded={vi.fn()}
      />,
      { store: signedInStore({ ...session.user, remitter_id: null }) },
    );
    expect(
      screen.getByText(
        'To send to other countries, your sender details must be registered first. Send money to Zimbabwe once (Sender Details registers you), then come back.',
      ),
    ).toBeInTheDocument();
    await events.type(field(/First name/), 'Wanjiru');
    await events.type(field(/Last name/), 'Kamau');
    await events.click(screen.getByRole('radio', { name: 'Female' }));
    await events.type(field(/Mobile number/), '+254711222333{Enter}');
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Verifying Mobile...' })).toBeNull();
    expect(
      env.calls.filter((call) => call.includes('/verify/') || call.endsWith('/beneficiaries/new')),
    ).toEqual([]);
  });
});
