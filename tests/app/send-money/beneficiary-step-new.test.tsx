import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db.ts';
import { goOffline } from '../../support/browser.ts';
import { changeAccount, failure } from '../../support/sandbox-data.ts';
import { SA_LITE, useSendPageEnv } from './render-send-page.tsx';
import { LIST, continueButton, figure, listCalls, onBeneficiaryStep } from './beneficiary-step-support.tsx';
import { ADD_BENEFICIARY, makePayment, stepHeading, watchPaymentPage } from './send-flow.tsx';

useSendPageEnv();

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';

describe('adding a new beneficiary on the step', () => {
  it('shows every validation message; Continue goes on with the new one, added with +263 to favourites when paying', async () => {
    const paymentPage = watchPaymentPage();
    const { user, sandbox } = await onBeneficiaryStep();
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await user.click(screen.getByRole('button', { name: 'Add new beneficiary' }));
    expect(screen.getByRole('heading', { name: 'New beneficiary' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('+263')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      "Enter the beneficiary's first name, last name and a valid mobile number to continue.",
    );

    // Each field says what is wrong once left.
    await user.click(field(/^First name/));
    await user.click(field(/^Last name/));
    await user.click(field(/^Mobile number/));
    await user.click(field(/^Middle name/));
    await waitFor(() => {
      expect(field(/^First name/)).toHaveAccessibleErrorMessage('First Name is required');
      expect(field(/^Last name/)).toHaveAccessibleErrorMessage('Last Name is required');
      expect(field(/^Mobile number/)).toHaveAccessibleErrorMessage('Mobile is required');
    });
    expect(field(/^Middle name/)).not.toHaveAccessibleErrorMessage();

    await user.type(field(/^First name/), 'Tariro2');
    await user.type(field(/^Middle name/), 'R');
    await user.type(field(/^Last name/), 'M');
    await user.type(field(/^Mobile number/), '0771234567');
    await user.tab();
    // The form's validation (yup, through its resolver) answers asynchronously: each message is
    // awaited, as the later ones are.
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Middle Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText('Last Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText(PHONE_FORMAT)).toBeInTheDocument();

    await user.clear(field(/^Mobile number/));
    await user.type(field(/^Mobile number/), '77123456');
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Moyo-Banda');
    expect(
      await screen.findByText('Last name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    await user.clear(field(/^Middle name/));
    await user.type(field(/^Middle name/), 'R0se');
    expect(
      await screen.findByText('Middle name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await user.clear(field(/^First name/));
    await user.type(field(/^First name/), 'Tariro');
    await user.clear(field(/^Middle name/));
    await user.clear(field(/^Last name/));
    await user.type(field(/^Last name/), 'Moyo');
    await user.clear(field(/^Mobile number/));
    await user.type(field(/^Mobile number/), '771234567');
    await user.click(screen.getByRole('checkbox', { name: 'Save to favourites' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());

    await stepHeading('Confirmation');
    expect(figure('Beneficiary')).toBe('Tariro Moyo');
    expect(figure('Beneficiary mobile')).toBe('+263771234567');
    // Nothing is added before Make Payment; then Tariro, with +263 and to favourites.
    expect(sandbox.callsTo(ADD_BENEFICIARY)).toHaveLength(0);
    await makePayment(user);
    await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(ADD_BENEFICIARY).map((call) => call.body)).toEqual([
      {
        first_name: 'Tariro',
        middle_name: '',
        last_name: 'Moyo',
        mobile: '+263771234567',
        save_to_favourites: true,
      },
    ]);
  });

  it('coming back shows the new beneficiary as typed; a number already saved then offers the saved beneficiary', async () => {
    const { user } = await onBeneficiaryStep();
    await user.click(await screen.findByRole('button', { name: 'Add new beneficiary' }));
    await user.type(field(/^First name/), 'Tariro');
    await user.type(field(/^Middle name/), 'Rose');
    await user.type(field(/^Last name/), 'Moyo');
    await user.type(field(/^Mobile number/), '771234567');
    await user.click(screen.getByRole('checkbox', { name: 'Save to favourites' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await user.click(continueButton());
    await stepHeading('Confirmation');
    expect(figure('Beneficiary')).toBe('Tariro Rose Moyo');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Beneficiary Details');
    expect(field(/^First name/)).toHaveValue('Tariro');
    expect(field(/^Middle name/)).toHaveValue('Rose');
    expect(field(/^Last name/)).toHaveValue('Moyo');
    expect(field(/^Mobile number/)).toHaveValue('771234567');
    expect(screen.getByRole('checkbox', { name: 'Save to favourites' })).toBeChecked();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Choose a saved beneficiary' })).toBeInTheDocument();

    // The number changed to one already saved: the saved beneficiary is offered instead.
    await user.clear(field(/^Mobile number/));
    await user.type(field(/^Mobile number/), '770000101');
    expect(screen.getByText('Rudo Maria Ncube is already saved with this number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose Rudo Maria Ncube' }));
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Rudo Maria Ncube',
    );
    expect(continueButton()).toBeEnabled();
  });
});

describe('when the list is empty, fails or is offline', () => {
  it('an empty list (sa.lite) says so and shows the add form', async () => {
    // sa.lite upgraded (a lite SA sender may not calculate): no beneficiary saved.
    await onBeneficiaryStep(SA_LITE, {
      arrange: (sandbox) => changeAccount(sandbox, SA_LITE.email, { kyc_status: 'limited' }),
    });
    expect(await screen.findByText('No beneficiaries found for Zimbabwe')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(field(/^First name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a saved beneficiary' })).not.toBeInTheDocument();
  });

  it("shows the server's error text, and Retry loads the list", async () => {
    const { user } = await onBeneficiaryStep(undefined, {
      beforeStep: ({ sandbox }) =>
        sandbox.fault(failure(LIST, 'Remitter service unavailable.', { status: 500 })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Remitter service unavailable.');
    // the alert can come before the cached copy has been read (still 'Loading...' then)
    expect(await screen.findByText('Your saved beneficiaries could not be loaded.')).toBeInTheDocument();
    // the add form stays within reach
    expect(screen.getByRole('button', { name: 'Add new beneficiary' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("without an error text: 'Error loading beneficiaries. Please try again.' for 20 s", async () => {
    try {
      await onBeneficiaryStep(undefined, {
        beforeStep: ({ sandbox }) => {
          sandbox.fault({
            method: 'GET',
            path: '/api/remitter/beneficiaries',
            status: 500,
            times: 1,
            body: { status: 'FAIL', result: {} },
          });
          // The alert's timer is started from here on: the test moves the clock.
          vi.useFakeTimers({ shouldAdvanceTime: true });
        },
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading beneficiaries. Please try again.');
      await act(() => vi.advanceTimersByTimeAsync(19_000));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offline: the cached list still shows with when it was updated, and a note that adding works', async () => {
    const { user, sandbox } = await onBeneficiaryStep();
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await waitFor(async () => expect(await db.beneficiaries.count()).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const quote = await screen.findByRole('region', { name: 'Your quote' });

    act(() => goOffline());
    const before = listCalls(sandbox);
    await user.click(within(quote).getByRole('button', { name: 'Continue' }));
    await stepHeading('Beneficiary Details');
    await user.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline. You can still choose a saved beneficiary or add a new one: nothing is sent until you press Make Payment.',
      ),
    ).toBeInTheDocument();
    expect(listCalls(sandbox)).toBe(before);
  });

  it('offline with nothing cached: says so, and the add form is still there', async () => {
    const { user, sandbox } = await onBeneficiaryStep(undefined, {
      beforeStep: () => act(() => goOffline()),
    });
    expect(
      await screen.findByText(
        'You are offline. Your saved beneficiaries show here once you are back online.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new beneficiary' }));
    expect(field(/^First name/)).toBeInTheDocument();
    expect(listCalls(sandbox)).toBe(0);
  });
});
