import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/lib/db.ts';
import {
  continueButton,
  listCalls,
  renderStep,
  sandbox,
  signIn,
  useBeneficiaryStepEnv,
} from './beneficiary-step-support.tsx';
import { NEW_TARIRO } from '../../support/render-with-providers.tsx';

useBeneficiaryStepEnv();

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
const PHONE_FORMAT =
  'Phone number should have numbers only and does not accept spaces. Should not start with a zero';

/** Makes the sandbox answer the list call with `status` and `body` (`times` times). */
async function failList(status: number, body: unknown, times = 1) {
  await sandbox('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/api/remitter/beneficiaries', status, body, times }),
  });
}

function goOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('adding a new beneficiary on the step', () => {
  it('shows every validation message, and Continue stores the new one with +263 and save to favourites', async () => {
    const { events, choice, onContinue } = renderStep(await signIn('uk.sender@example.com'));
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await events.click(screen.getByRole('button', { name: 'Add new beneficiary' }));
    expect(screen.getByRole('heading', { name: 'New beneficiary' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('+263')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(
      "Enter the beneficiary's first name, last name and a valid mobile number to continue.",
    );

    // Each field says what is wrong once left.
    await events.click(field(/^First name/));
    await events.click(field(/^Last name/));
    await events.click(field(/^Mobile number/));
    await events.click(field(/^Middle name/));
    await waitFor(() => {
      expect(field(/^First name/)).toHaveAccessibleErrorMessage('First Name is required');
      expect(field(/^Last name/)).toHaveAccessibleErrorMessage('Last Name is required');
      expect(field(/^Mobile number/)).toHaveAccessibleErrorMessage('Mobile is required');
    });
    expect(field(/^Middle name/)).not.toHaveAccessibleErrorMessage();

    await events.type(field(/^First name/), 'Tariro2');
    await events.type(field(/^Middle name/), 'R');
    await events.type(field(/^Last name/), 'M');
    await events.type(field(/^Mobile number/), '0771234567');
    await events.tab();
    // The form's validation (yup, through its resolver) answers asynchronously: each message is
    // awaited, as the later ones are.
    expect(
      await screen.findByText('First name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Middle Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText('Last Name must be at least 2 characters')).toBeInTheDocument();
    expect(await screen.findByText(PHONE_FORMAT)).toBeInTheDocument();

    await events.clear(field(/^Mobile number/));
    await events.type(field(/^Mobile number/), '77123456');
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    await events.clear(field(/^Last name/));
    await events.type(field(/^Last name/), 'Moyo-Banda');
    expect(
      await screen.findByText('Last name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    await events.clear(field(/^Middle name/));
    await events.type(field(/^Middle name/), 'R0se');
    expect(
      await screen.findByText('Middle name does not allow numeric values or special characters'),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    await events.clear(field(/^First name/));
    await events.type(field(/^First name/), 'Tariro');
    await events.clear(field(/^Middle name/));
    await events.clear(field(/^Last name/));
    await events.type(field(/^Last name/), 'Moyo');
    await events.clear(field(/^Mobile number/));
    await events.type(field(/^Mobile number/), '771234567');
    await events.click(screen.getByRole('checkbox', { name: 'Save to favourites' }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await events.click(continueButton());

    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(choice()).toEqual(NEW_TARIRO);
  });

  it('creates nothing: no call adds the beneficiary', async () => {
    const { events } = renderStep(await signIn('uk.new@example.com'));
    await events.type(field(/^First name/), 'Tariro');
    await events.type(field(/^Last name/), 'Moyo');
    await events.type(field(/^Mobile number/), '771234567');
    await waitFor(() => expect(continueButton()).toBeEnabled());
    await events.click(continueButton());
    const spy = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL][] } };
    expect(spy.mock.calls.filter(([input]) => String(input).includes('/beneficiaries/new'))).toHaveLength(0);
  });

  it('coming back shows the new beneficiary as typed', async () => {
    const session = await signIn('uk.sender@example.com');
    renderStep(session, {
      kind: 'new',
      details: {
        first_name: 'Tariro',
        middle_name: 'Rose',
        last_name: 'Moyo',
        mobile: '+263771234567',
        save_to_favourites: true,
      },
    });
    expect(field(/^First name/)).toHaveValue('Tariro');
    expect(field(/^Middle name/)).toHaveValue('Rose');
    expect(field(/^Last name/)).toHaveValue('Moyo');
    expect(field(/^Mobile number/)).toHaveValue('771234567');
    expect(screen.getByRole('checkbox', { name: 'Save to favourites' })).toBeChecked();
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Choose a saved beneficiary' })).toBeInTheDocument();
  });

  it('offers the saved beneficiary when the number typed is already saved', async () => {
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await events.click(screen.getByRole('button', { name: 'Add new beneficiary' }));
    await events.type(field(/^Mobile number/), '770000101');
    expect(screen.getByText('Rudo Maria Ncube is already saved with this number.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Choose Rudo Maria Ncube' }));
    expect(screen.getByRole('region', { name: 'Selected beneficiary' })).toHaveTextContent(
      'Rudo Maria Ncube',
    );
    expect(continueButton()).toBeEnabled();
  });
});

describe('when the list is empty, fails or is offline', () => {
  it('an empty list (sa.lite) says so and shows the add form', async () => {
    renderStep(await signIn('sa.lite@example.com'));
    expect(await screen.findByText('No beneficiaries found for Zimbabwe')).toBeInTheDocument();
    expect(
      screen.getByText('Please add a beneficiary to continue with your transaction.'),
    ).toBeInTheDocument();
    expect(field(/^First name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a saved beneficiary' })).not.toBeInTheDocument();
  });

  it("shows the server's error text, and Retry loads the list", async () => {
    await failList(500, { status: 'FAIL', result: { message: 'Remitter service unavailable.' } });
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Remitter service unavailable.');
    // the alert can come before the cached copy has been read (still 'Loading...' then)
    expect(await screen.findByText('Your saved beneficiaries could not be loaded.')).toBeInTheDocument();
    // the add form stays within reach
    expect(screen.getByRole('button', { name: 'Add new beneficiary' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("without an error text: 'Error loading beneficiaries. Please try again.' for 20 s", async () => {
    await failList(500, { status: 'FAIL', result: {} });
    const session = await signIn('uk.sender@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderStep(session);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading beneficiaries. Please try again.');
      await vi.advanceTimersByTimeAsync(19_000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1_100);
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offline: the cached list still shows with when it was updated, and a note that adding works', async () => {
    const session = await signIn('uk.sender@example.com');
    const first = renderStep(session);
    await screen.findByRole('combobox', { name: 'Search saved beneficiaries' });
    await waitFor(async () => expect(await db.beneficiaries.count()).toBe(2));
    first.unmount();

    goOffline();
    const before = listCalls();
    const { events } = renderStep(session);
    await events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText(/^Last updated /)).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are offline. You can still choose a saved beneficiary or add a new one: nothing is sent until you press Make Payment.',
      ),
    ).toBeInTheDocument();
    expect(listCalls()).toBe(before);
  });

  it('offline with nothing cached: says so, and the add form is still there', async () => {
    goOffline();
    const { events } = renderStep(await signIn('uk.sender@example.com'));
    expect(
      await screen.findByText(
        'You are offline. Your saved beneficiaries show here once you are back online.',
      ),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add new beneficiary' }));
    expect(field(/^First name/)).toBeInTheDocument();
    expect(listCalls()).toBe(0);
  });
});
