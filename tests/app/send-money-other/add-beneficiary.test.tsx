import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type RenderedApp } from '../../support/render-app.tsx';
import { changeAccount, SA_SENDER } from '../../support/sandbox-data.ts';
import { chargesShown, getCharges, openFlow } from '../../support/send-money-other-flow.tsx';
import { startSandbox } from '../../support/test-sandbox.ts';
import { buttonStates, watchStates } from './watch-states.ts';

/** sa.sender on Beneficiary Details for a country, having asked for charges. */
async function onBeneficiaryStep(code: string, amount: string, method?: string): Promise<RenderedApp> {
  const app = await openFlow(code);
  if (code === 'BW' || code === 'ZM')
    await app.user.click(await screen.findByRole('radio', { name: /Mobile Wallet/ }));
  await getCharges(app.user, { amount, method });
  await chargesShown();
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: 'Beneficiary Details' });
  return app;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

interface Person {
  first: string;
  last: string;
  mobile: string;
}

/** Opens the country's add form and types the person's names and mobile, gender Female. */
async function addPerson(app: RenderedApp, country: string, { first, last, mobile }: Person) {
  await app.user.click(screen.getByRole('button', { name: `Add ${country} Beneficiary` }));
  await app.user.type(await screen.findByRole('textbox', { name: /First name/ }), first);
  await app.user.type(field(/Last name/), last);
  await app.user.type(field(/Mobile number/), mobile);
  await app.user.click(screen.getByRole('radio', { name: 'Female' }));
}

const selected = () => screen.getByRole('region', { name: 'Selected beneficiary' });

const pressAdd = (app: RenderedApp) =>
  app.user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));

/**
 * Opens Nigeria's add form while the banks' first load fails: 'Failed to fetch banks', with Retry,
 * which lists them; the Bank field.
 */
async function openBankFormAfterBanksFail(app: RenderedApp): Promise<HTMLSelectElement> {
  app.sandbox.fault({ method: 'GET', path: '/payout/terrapay/options/banks/NG', status: 500, times: 1 });
  await app.user.click(screen.getByRole('button', { name: 'Add Nigeria Beneficiary' }));
  expect(await screen.findByText('Failed to fetch banks')).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Retry' }));
  const bank = screen.getByRole<HTMLSelectElement>('combobox', { name: /Bank/ });
  await waitFor(() => expect(bank.options.length).toBeGreaterThan(1));
  expect(screen.queryByText('Failed to fetch banks')).not.toBeInTheDocument();
  return bank;
}

/**
 * On Nigeria's untouched form: the account number takes digits only; a submit with nothing but a
 * one-letter middle name and a bad email says each rule of the form, then a one-letter first name
 * its own; nothing is verified.
 */
async function eachRuleOnEmptySubmit(app: RenderedApp) {
  await app.user.type(field(/Account number/), '12ab34');
  expect(field(/Account number/)).toHaveValue('1234');
  await app.user.clear(field(/Account number/));
  await app.user.type(field(/Middle name/), 'A');
  await app.user.type(field(/Email/), 'not-an-email');
  await pressAdd(app);
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
  await app.user.type(field(/First name/), 'J');
  await pressAdd(app);
  expect(await screen.findByText('First Name must be at least 2 characters')).toBeInTheDocument();
  expect(app.sandbox.calls.some((made) => made.call.includes('/verify/'))).toBe(false);
}

/** Clears what `eachRuleOnEmptySubmit` typed into the names and the email. */
async function clearRuleBreakers(app: RenderedApp) {
  for (const name of [/First name/, /Middle name/, /Email/]) await app.user.clear(field(name));
}

/** Ngozi Eze's bank details on Nigeria's form, with the account number given. */
async function fillNgozi(app: RenderedApp, bank: HTMLSelectElement, account: string) {
  await app.user.type(field(/First name/), 'Ngozi');
  await app.user.type(field(/Last name/), 'Eze');
  await app.user.type(field(/Mobile number/), '2348031234567');
  await app.user.click(screen.getByRole('radio', { name: 'Female' }));
  await app.user.selectOptions(bank, 'Sample Bank Nigeria (000101)');
  await app.user.type(field(/Account number/), account);
}

const WANJIRU: Person = { first: 'Wanjiru', last: 'Kamau', mobile: '+254711222333' };

describe('adding a beneficiary in the other-countries flow', () => {
  it('a mobile that fails verification shows its text, clears the mobile only, and a good one adds and chooses the beneficiary', async () => {
    const app = await onBeneficiaryStep('MZ', '3500');
    expect(await screen.findByText('No beneficiaries found for Mozambique')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await addPerson(app, 'Mozambique', { first: 'Lucia', last: 'Machava', mobile: '258840000000' });
    await app.user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));

    expect(
      await screen.findByText('The mobile number is not registered for a mobile wallet.'),
    ).toBeInTheDocument();
    expect(field(/Mobile number/)).toHaveValue('');
    expect(field(/First name/)).toHaveValue('Lucia');
    expect(field(/Last name/)).toHaveValue('Machava');
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeEnabled();

    await app.user.type(field(/Mobile number/), '+258841234567');
    await app.user.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('Lucia Machava'),
    );
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent('+258841234567');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(app.sandbox.callsTo('POST /payout/terrapay/verify/mobile')).toHaveLength(2);
    expect(app.sandbox.callsTo('POST /api/remitter/beneficiaries/new')).toHaveLength(1);
  });

  it("a bank beneficiary: 'Failed to fetch banks' with Retry, the banks as name (code), each rule of the form on an empty submit, then 'Verifying Bank...' and without the partner's description 'Bank verification failed', a failed account check clears the account number only, and a good one adds and chooses the beneficiary", async () => {
    const app = await onBeneficiaryStep('NG', '85000');
    // Nigeria's saved bank beneficiary is offered for Bank Transfer.
    await app.user.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chinedu Emeka Okafor+2348000000201']);
    await app.user.keyboard('{Escape}');

    const bank = await openBankFormAfterBanksFail(app);
    expect([...bank.options].map((o) => o.text)).toContain('Sample Bank Nigeria (000101)');
    await eachRuleOnEmptySubmit(app);

    // Corrected to Ngozi Eze's details, the bank check answers without the partner's description.
    await clearRuleBreakers(app);
    await fillNgozi(app, bank, '1234567890');
    app.sandbox.fault({
      method: 'POST',
      path: '/payout/terrapay/verify/bank',
      delayMs: 300,
      status: 200,
      body: { status: 'Error' },
      times: 1,
    });
    const buttons = watchStates(buttonStates);
    await pressAdd(app);
    expect(await screen.findByText('Bank verification failed')).toBeInTheDocument();
    buttons.stop();
    expect(buttons.seen).toContainEqual({ name: 'Verifying Bank...', disabled: true });
    expect(buttons.seen).not.toContainEqual({ name: 'Verifying Bank...', disabled: false });
    expect(field(/Account number/)).toHaveValue('');

    // An account the bank does not know: only the account number is cleared.
    await app.user.type(field(/Account number/), '1234560000');
    await pressAdd(app);
    expect(await screen.findByText('The account was not found at this bank.')).toBeInTheDocument();
    expect(field(/Account number/)).toHaveValue('');
    expect(field(/Mobile number/)).toHaveValue('2348031234567');
    expect(bank).toHaveValue('000101');

    await app.user.type(field(/Account number/), '1234567890');
    await pressAdd(app);
    await waitFor(() => expect(selected()).toHaveTextContent('Ngozi Eze'));
    expect(selected()).toHaveTextContent('1234567890');
    expect(selected()).toHaveTextContent('Sample Bank Nigeria');
  });

  it("without the partner's description, 'Mobile verification failed'; a creation failure after a passed verification keeps everything typed; and the button says each stage: 'Verifying Mobile...', then 'Creating Beneficiary...'", async () => {
    const app = await onBeneficiaryStep('KE', '7100');
    app.sandbox.fault({ method: 'POST', path: '/payout/terrapay/verify/mobile', status: 502, times: 1 });
    await addPerson(app, 'Kenya', WANJIRU);
    await pressAdd(app);
    expect(await screen.findByText('Mobile verification failed')).toBeInTheDocument();

    // The failed verification cleared the mobile: typed again, it passes, and the creation fails.
    app.sandbox.fault({
      method: 'POST',
      path: '/api/remitter/beneficiaries/new',
      status: 500,
      body: { status: 'FAIL', result: { message: 'The beneficiary service is unavailable.' } },
      times: 1,
    });
    await app.user.type(field(/Mobile number/), WANJIRU.mobile);
    await pressAdd(app);
    expect(await screen.findByText('The beneficiary service is unavailable.')).toBeInTheDocument();
    expect(field(/Mobile number/)).toHaveValue('+254711222333');
    expect(field(/First name/)).toHaveValue('Wanjiru');
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeEnabled();

    // Added again, with both calls slow enough to see each stage.
    app.sandbox.fault({ method: 'POST', path: '/payout/terrapay/verify/mobile', delayMs: 300, times: 1 });
    app.sandbox.fault({ method: 'POST', path: '/api/remitter/beneficiaries/new', delayMs: 300, times: 1 });
    const buttons = watchStates(buttonStates);
    await pressAdd(app);
    await waitFor(() => expect(selected()).toHaveTextContent('Wanjiru Kamau'));
    buttons.stop();
    const stages = buttons.seen.filter((button) => button.name.endsWith('...'));
    expect(stages).toContainEqual({ name: 'Verifying Mobile...', disabled: true });
    expect(stages).toContainEqual({ name: 'Creating Beneficiary...', disabled: true });
    expect(stages.findIndex((b) => b.name === 'Verifying Mobile...')).toBeLessThan(
      stages.findIndex((b) => b.name === 'Creating Beneficiary...'),
    );
    expect(stages.filter((button) => !button.disabled)).toEqual([]);
  });
});

describe('the add form for a sender not yet registered (no remitter_id)', () => {
  it('says what to do first instead of the form, and nothing can be verified or sent without the remitter id', async () => {
    // sa.sender before Sender Details registered them with the provider: no remitter id yet.
    const sandbox = startSandbox();
    changeAccount(sandbox, SA_SENDER, { remitter_id: null });
    // The flow's own add form is behind Amount & Delivery, which tells them and asks no charges
    // (amount-messages.test.tsx); Add Beneficiary, Kenya chosen, tells them instead of the form.
    const { user } = await renderApp({ url: '/add-beneficiary', user: SA_SENDER, sandbox });
    await user.click(await screen.findByRole('radio', { name: 'Kenya' }));
    expect(
      await screen.findByText(
        'To send to other countries, your sender details must be registered first. Send money to Zimbabwe once (Sender Details registers you), then come back.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New Kenya beneficiary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Beneficiary' })).not.toBeInTheDocument();
    expect(
      sandbox.calls.filter(
        (made) => made.call.includes('/verify/') || made.call.endsWith('/beneficiaries/new'),
      ),
    ).toEqual([]);
  });
});
