import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Transaction } from '@/api/contract.ts';
import { pageCode, renderApp, type RenderedApp } from './render-app.tsx';
import { SA_SENDER } from './sandbox-data.ts';
import { startSandbox, type TestSandbox } from './test-sandbox.ts';

/** The other-countries checkout's calls, as the sandbox receives them. */
export const CREATE = 'POST /api/remitter/transactions/terrapay';
export const CONFIRM = 'POST /api/remitter/transactions/confirm';
export const INITIATE = 'POST /api/payments/initiate';

/**
 * A demo account (sa.sender unless told) following a link to the flow of the country it names
 * (/send-money-other?country=KE), on Amount & Delivery.
 */
export async function openFlow(
  code: string,
  { sandbox = startSandbox(), user = SA_SENDER }: { sandbox?: TestSandbox; user?: string } = {},
): Promise<RenderedApp> {
  await pageCode(() => import('@/features/send-money-other/pages/send-money-other-page.tsx'));
  const app = await renderApp({ url: `/send-money-other?country=${code}`, user, sandbox });
  await screen.findByRole('heading', { level: 2, name: 'Amount & Delivery' });
  return app;
}

/** Fills Amount & Delivery and asks for the charges. */
export async function getCharges(
  user: UserEvent,
  { amount, method = 'Pay Online', purpose = 'Gift' }: { amount: string; method?: string; purpose?: string },
) {
  const input = await screen.findByRole('textbox', { name: /Amount to receive/ });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Receiving currency/ })).not.toHaveValue(''),
  );
  await user.type(input, amount);
  await user.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), method);
  await user.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), purpose);
  await user.click(screen.getByRole('button', { name: 'Get Charges' }));
}

/** The charges' figures as shown: Rate, Charges, Total to pay. */
export async function chargesShown(): Promise<Record<string, string>> {
  const region = await screen.findByRole('region', { name: 'Your charges' });
  const terms = within(region)
    .getAllByRole('term')
    .map((t) => t.textContent ?? '');
  const values = within(region)
    .getAllByRole('definition')
    .map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

/** Chooses a saved beneficiary by name in the searchable dropdown. */
export async function chooseSaved(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
  const option = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .find((o) => o.textContent?.includes(name));
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}

/** Ticks the terms and conditions on Confirmation. */
export async function agree(user: UserEvent) {
  const box = await screen.findByRole('checkbox', { name: /terms and conditions/ });
  await user.click(box);
}

/**
 * From Kenya's Amount & Delivery: KES 7,100 by Pay Online, Achieng Otieno (sa.sender's saved
 * Kenyan wallet) on Beneficiary Details, then Confirmation, the transaction created.
 */
export async function toKenyaConfirmation(user: UserEvent) {
  await getCharges(user, { amount: '7100' });
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await chooseSaved(user, 'Achieng Otieno');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Charges received successfully!');
}

/** A user's transactions and transaction sessions, as the sandbox holds them. */
export interface SandboxRecords {
  count: number;
  sessions: { id: string; state: string }[];
  transactions: Transaction[];
}

/** The sandbox's own view of sa.sender's (or `email`'s) transactions and sessions (sandbox control). */
export const sandboxRecords = (sandbox: TestSandbox, email = SA_SENDER) =>
  sandbox.admin<SandboxRecords>(`/transactions?email=${encodeURIComponent(email)}`);
