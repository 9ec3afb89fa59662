import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NO_BODY_MESSAGE } from '@/lib/api-error.ts';
import { renderApp } from '../../support/render-app.tsx';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import { userByEmail } from '../../../sandbox/lib/users.ts';
import type { TestSandbox } from '../../support/test-sandbox.ts';
import { UK_NEW, renderSendPage, useSendPageEnv } from './render-send-page.tsx';
import {
  ADD_BENEFICIARY,
  CONFIRM,
  INITIATE,
  NEW,
  REGISTER_FULL,
  REGISTER_REMITONE,
  TARIRO,
  addNewBeneficiary,
  agree,
  makePayment,
  makePaymentButton,
  passAmountStep,
  passSenderStep,
  stepHeading,
  watchForms,
  watchPaymentPage,
} from './send-flow.tsx';

const EMAIL = 'uk.new@example.com';

const RUN_CALLS = [REGISTER_FULL, REGISTER_REMITONE, ADD_BENEFICIARY, NEW, CONFIRM, INITIATE];

useSendPageEnv();

/**
 * uk.new (not onboarded) on Confirmation: $130 by card for Family Support, Sender Details as
 * Grace Moyo, a new beneficiary Tariro Moyo; the payment page and the forms sent watched.
 */
async function ukNewOnConfirmation(faults: Fault[] = []) {
  const app = await renderSendPage(UK_NEW, { setup: { faults } });
  const paymentPage = watchPaymentPage();
  await passAmountStep(app.user);
  await passSenderStep(app.user, { first: 'Grace', last: 'Moyo', dob: '1990-05-01', gender: 'Female' });
  await addNewBeneficiary(app.user, TARIRO);
  await stepHeading('Confirmation');
  const forms = watchForms();
  const runCalls = () =>
    app.sandbox.calls.map((made) => made.call).filter((call) => RUN_CALLS.includes(call));
  return { ...app, paymentPage, forms, runCalls };
}

/** uk.new's transactions in the sandbox. */
const transactionsOf = (sandbox: TestSandbox) =>
  sandbox.admin<{ count: number }>(`/transactions?email=${encodeURIComponent(EMAIL)}`);

/** The profile the sandbox keeps for uk.new. */
function storedProfile(sandbox: TestSandbox): Record<string, string> {
  const row = userByEmail(sandbox.sandbox.deps.db, EMAIL);
  return JSON.parse(row?.profile ?? '{}') as Record<string, string>;
}

/**
 * Make Payment, and remit-one fails: its message is shown, for 15 s (spec §9), and nothing is
 * under way (Make Payment and Back may be pressed again).
 */
async function remitOneFails(user: Parameters<typeof makePayment>[0]) {
  const timers = vi.spyOn(globalThis, 'setTimeout');
  await makePayment(user);
  // A 502 without a body: the catalogue's text.
  const message = NO_BODY_MESSAGE;
  expect(await screen.findByText(message)).toBeInTheDocument();
  const dismissal = await waitFor(() => {
    const call = timers.mock.calls.find(([, ms]) => ms === 15_000);
    expect(call).toBeDefined();
    return call;
  });
  timers.mockRestore();
  await waitFor(() => expect(makePaymentButton()).toBeEnabled());
  expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  act(() => (dismissal![0] as () => void)());
  expect(screen.queryByText(message)).not.toBeInTheDocument();
}

describe('the payment run for a sender not yet onboarded (uk.new, a new beneficiary)', () => {
  it('registers, adds the beneficiary, creates, confirms and pays: each call once, in order', async () => {
    const { user, sandbox, paymentPage, forms, runCalls, unmount } = await ukNewOnConfirmation();
    await agree(user);
    await user.dblClick(makePaymentButton());

    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual(RUN_CALLS);
    // register/full carried the purpose chosen on the amount step
    expect(forms.find((form) => form.call === REGISTER_FULL)?.fields).toMatchObject({
      first_name: 'Grace',
      purpose_of_remittance: 'family_support',
    });
    // the transaction is made for the remitter remit-one made
    const remitter = userByEmail(sandbox.sandbox.deps.db, EMAIL)?.remitter_id;
    expect(remitter).toMatch(/^R/);
    expect(sandbox.callsTo(NEW)[0]?.body).toMatchObject({ remitter_id: remitter });
    expect((await transactionsOf(sandbox)).count).toBe(1);

    // The app knows Grace is onboarded now: her next transfer has no Sender Details step.
    unmount();
    await renderApp({ url: '/send-money', user: EMAIL, sandbox });
    const steps = within(await screen.findByRole('navigation', { name: 'Send money steps' }))
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      '1Amount to Send',
      '2Beneficiary Details',
      '3Confirmation',
      '4Transaction Status',
    ]);
  });

  it('a failure after registering: the retry neither registers again nor adds the beneficiary twice', async () => {
    const { user, sandbox, paymentPage, runCalls } = await ukNewOnConfirmation([
      { method: 'POST', path: '/api/remitter/transactions/new', status: 502, times: 1 },
    ]);
    await makePayment(user);
    expect(await screen.findByText('Failed to create transaction')).toBeInTheDocument();

    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 4), ...RUN_CALLS.slice(3)]);
    expect((await transactionsOf(sandbox)).count).toBe(1);
  });

  it('remit-one failing, the details corrected: register/full again with the correction before remit-one', async () => {
    const { user, sandbox, paymentPage, runCalls } = await ukNewOnConfirmation([
      { method: 'POST', path: '/api/remitter/auth/register/remitone', status: 502, times: 1 },
    ]);
    await remitOneFails(user);
    expect(runCalls()).toEqual(RUN_CALLS.slice(0, 2));

    // Back on Sender Details, the last name is corrected; on to Confirmation again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Beneficiary Details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Sender Details');
    const lastName = screen.getByLabelText(/^Last name/);
    expect(lastName).toHaveValue('Moyo');
    await user.clear(lastName);
    await user.type(lastName, 'Ncube');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Beneficiary Details');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Confirmation');

    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 2), ...RUN_CALLS]);
    expect(storedProfile(sandbox)).toMatchObject({ first_name: 'Grace', last_name: 'Ncube' });
    expect((await transactionsOf(sandbox)).count).toBe(1);
  });

  it('remit-one failing, nothing corrected: the retry goes straight to remit-one', async () => {
    const { user, sandbox, paymentPage, runCalls } = await ukNewOnConfirmation([
      { method: 'POST', path: '/api/remitter/auth/register/remitone', status: 502, times: 1 },
    ]);
    await remitOneFails(user);

    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(runCalls()).toEqual([...RUN_CALLS.slice(0, 2), ...RUN_CALLS.slice(1)]);
    expect(storedProfile(sandbox)).toMatchObject({ last_name: 'Moyo' });
  });
});
