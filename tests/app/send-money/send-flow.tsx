import { expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { browser } from '@/features/payments/api/browser.ts';

/** The payment run's calls, as the sandbox receives them. */
export const REGISTER_FULL = 'POST /api/remitter/auth/register/full';
export const REGISTER_REMITONE = 'POST /api/remitter/auth/register/remitone';
export const ADD_BENEFICIARY = 'POST /api/remitter/beneficiaries/new';
export const NEW = 'POST /api/remitter/transactions/new';
export const CONFIRM = 'POST /api/remitter/transactions/confirm';
export const INITIATE = 'POST /api/payments/initiate';

/** The heading of the step on screen, once it is there (its code may still be loading). */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/**
 * The browser's way out to the hosted payment page, watched: the app's Make Payment ends there
 * (jsdom cannot leave the page). The setup restores it after the test.
 */
export function watchPaymentPage() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
}

export interface AmountChoice {
  /** The amount to receive typed (USD). */
  receive?: string;
  purpose?: string;
  /** An SA sender chooses these themselves (a UK sender has them filled in). */
  sa?: boolean;
}

/** On Amount to Send: the amount to receive and the options, Calculate; the quote shown. */
export async function calculate(
  user: UserEvent,
  { receive = '130', purpose = 'Family Support', sa = false }: AmountChoice = {},
): Promise<HTMLElement> {
  if (sa) {
    await user.selectOptions(await screen.findByLabelText(/^Destination currency/), 'USD');
    await user.selectOptions(screen.getByLabelText(/^Transfer type/), 'Cash Collection');
    await user.selectOptions(screen.getByLabelText(/^Payment method/), 'Pay Online');
  }
  const amount = await screen.findByLabelText(/^Amount to receive/);
  await user.clear(amount);
  await user.type(amount, receive);
  await user.selectOptions(screen.getByLabelText(/^Purpose/), purpose);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  return screen.findByRole('region', { name: 'Your quote' });
}

/** Amount to Send filled in and calculated, then Continue. */
export async function passAmountStep(user: UserEvent, choice: AmountChoice = {}): Promise<void> {
  const quote = await calculate(user, choice);
  await user.click(within(quote).getByRole('button', { name: 'Continue' }));
}

/** Sender Details as uk.new types them (the mobile is locked), then Continue. */
export async function passSenderStep(
  user: UserEvent,
  { first = 'Grace', last = 'Moyo', dob = '1990-05-01', gender = 'Female' } = {},
): Promise<void> {
  await stepHeading('Sender Details');
  await fillSenderDetails(user, { first, last, dob, gender });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Types the sender's names, date of birth and gender on Sender Details. */
export async function fillSenderDetails(
  user: UserEvent,
  { first, last, dob, gender = 'Male' }: { first: string; last: string; dob: string; gender?: string },
): Promise<void> {
  await user.type(screen.getByLabelText(/^First name/), first);
  await user.type(screen.getByLabelText(/^Last name/), last);
  await user.type(screen.getByLabelText(/^Date of birth/), dob);
  await user.click(screen.getByRole('radio', { name: gender }));
}

/** On Beneficiary Details: a saved beneficiary chosen by (part of) their name, then Continue. */
export async function chooseSavedBeneficiary(user: UserEvent, name: string): Promise<void> {
  await stepHeading('Beneficiary Details');
  await user.type(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }), name);
  // The list may still be on its way (from the cache, then the server): chosen once it is shown.
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  await within(await screen.findByRole('region', { name: 'Selected beneficiary' })).findByText(
    new RegExp(name),
  );
  await pressContinue(user);
}

export interface NewBeneficiary {
  first: string;
  last: string;
  /** The digits after +263. */
  mobile: string;
}

/** Tariro Moyo, +263771234567, as a new beneficiary saved to favourites. */
export const TARIRO: NewBeneficiary = { first: 'Tariro', last: 'Moyo', mobile: '771234567' };

/** On Beneficiary Details: a new beneficiary typed (saved to favourites), then Continue. */
export async function addNewBeneficiary(user: UserEvent, { first, last, mobile }: NewBeneficiary) {
  await stepHeading('Beneficiary Details');
  // A sender with saved beneficiaries opens the new one's form; one with none is shown it.
  const add = await waitFor(() => {
    const form = screen.queryByRole('heading', { name: 'New beneficiary' });
    const button = screen.queryByRole('button', { name: 'Add new beneficiary' });
    expect(form ?? button).not.toBeNull();
    return form ? null : button;
  });
  if (add) await user.click(add);
  await user.type(screen.getByLabelText(/^First name/), first);
  await user.type(screen.getByLabelText(/^Last name/), last);
  await user.type(screen.getByLabelText(/^Mobile number/), mobile);
  const favourite = screen.getByRole('checkbox', { name: 'Save to favourites' });
  if (!(favourite as HTMLInputElement).checked) await user.click(favourite);
  await pressContinue(user);
}

/** Presses the step's Continue once it is enabled. */
async function pressContinue(user: UserEvent): Promise<void> {
  const button = () => screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(button()).toBeEnabled());
  await user.click(button());
}

/** Ticks the declaration on Confirmation (if not ticked yet). */
export async function agree(user: UserEvent): Promise<void> {
  const box = await screen.findByRole('checkbox', { name: /terms and conditions/ });
  if (!(box as HTMLInputElement).checked) await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
}

export const makePaymentButton = () => screen.getByRole('button', { name: 'Make Payment' });

/** Ticks the declaration and presses Make Payment. */
export async function makePayment(user: UserEvent): Promise<void> {
  await agree(user);
  await user.click(makePaymentButton());
}

/**
 * From Amount to Send, an onboarded sender's way to Confirmation: $130 (or `amount`) calculated, a
 * saved beneficiary chosen by name.
 */
export async function reachConfirmation(
  user: UserEvent,
  { beneficiary = 'Ncube', ...amount }: AmountChoice & { beneficiary?: string } = {},
): Promise<void> {
  await passAmountStep(user, amount);
  await chooseSavedBeneficiary(user, beneficiary);
  await stepHeading('Confirmation');
}

/** A multipart call the app made (register/full): its text fields as sent. */
export interface SentForm {
  call: string;
  fields: Record<string, string>;
}

/**
 * The multipart forms the app sends from now on (the sandbox's call records keep only JSON
 * bodies): the fetch in place, watched. The setup restores the sandbox's own after the test.
 */
export function watchForms(): SentForm[] {
  const forms: SentForm[] = [];
  const through = globalThis.fetch;
  vi.stubGlobal('fetch', ((input, init = {}) => {
    if (init.body instanceof FormData) {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const fields: Record<string, string> = {};
      for (const [name, value] of init.body.entries()) if (typeof value === 'string') fields[name] = value;
      forms.push({ call: `${init.method ?? 'GET'} ${url.pathname}`, fields });
    }
    return through(input, init);
  }) as typeof fetch);
  return forms;
}

/**
 * From Sender Details filled in: Continue, Tariro as a new beneficiary, Make Payment until the
 * browser leaves for the payment page. The register/full forms Make Payment sent.
 */
export async function registeredAtPayment(user: UserEvent): Promise<SentForm['fields'][]> {
  const paymentPage = watchPaymentPage();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await addNewBeneficiary(user, TARIRO);
  await stepHeading('Confirmation');
  const forms = watchForms();
  await makePayment(user);
  await waitFor(() => expect(paymentPage).toHaveBeenCalledTimes(1));
  return forms.filter((form) => form.call === REGISTER_FULL).map((form) => form.fields);
}
