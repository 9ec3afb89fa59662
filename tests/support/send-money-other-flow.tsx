import { afterEach, beforeEach, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createStore, type Atom } from 'jotai';
import type { AuthResult, Transaction } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { destinationsFor, type Destination } from '@/features/destinations/model/destinations.ts';
import { selectedDestinationAtom } from '@/features/destinations/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import SendMoneyOtherPage from '@/features/send-money-other/pages/send-money-other-page.tsx';
import {
  amountFormAtom,
  amountsAtom,
  beneficiaryAtom,
  checkoutAtom,
  flowCountryAtom,
  stepAtom,
} from '@/features/send-money-other/state.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { db } from '@/lib/db.ts';
import { CORRIDORS } from '../../sandbox/data/corridors.ts';
import type { Fault } from '../../sandbox/lib/faults.ts';
import { createFlowEnv, holdCall as holdFlowCall, startFlowEnv } from './flow-env.ts';
import { pageReloaded } from './page-locks.ts';
import { renderWithProviders, signedInStore, signInWith, type Store } from './render-with-providers.tsx';

export const SA_SENDER = 'sa.sender@example.com';

/** The sandbox answering in-process (strict contract); every call the app made, as 'METHOD /path'. */
export const env = createFlowEnv();

/** Holds the app's next `call` until the returned function is called. */
export const holdCall = (call: string, options?: { answerLost?: boolean }) =>
  holdFlowCall(env, call, options);

export function useOtherFlowEnv(): void {
  beforeEach(async () => {
    startFlowEnv(env);
    resetUiOptionsLoad();
    await db.wipe();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearAccessToken();
    sessionStorage.clear();
    localStorage.clear();
    resetUiOptionsLoad();
  });
}

export const signIn = (email = SA_SENDER): Promise<AuthResult> => signInWith(env.fetch, email);

/** The country card the sender chose (from the sandbox's partner corridors). */
export function destination(code: string): Destination {
  const found = destinationsFor('SA', CORRIDORS).find((d) => d.code === code);
  if (!found) throw new Error(`no corridor ${code}`);
  return found;
}

/** A store signed in as the session's user, with the country chosen. */
export function otherStore(session: AuthResult, code: string): Store {
  const store = signedInStore(session.user);
  store.set(selectedDestinationAtom, destination(code));
  return store;
}

/** A store as after a reload: the stored atoms read what session storage kept. */
export function reloadedStore(): Store {
  pageReloaded();
  resetUiOptionsLoad();
  const store = createStore();
  store.set(hasTokenAtom, true);
  for (const stored of [
    sessionUserAtom,
    selectedDestinationAtom,
    flowCountryAtom,
    amountFormAtom,
    amountsAtom,
    stepAtom,
    beneficiaryAtom,
    checkoutAtom,
  ] as const) {
    store.sub(stored as Atom<unknown>, () => undefined);
  }
  return store;
}

export function renderPage(store: Store, { strict = true }: { strict?: boolean } = {}) {
  return renderWithProviders(<SendMoneyOtherPage />, { store, strict, path: '/send-money-other' });
}

type Events = ReturnType<typeof userEvent.setup>;

/** Fills Amount & Delivery and asks for the charges. */
export async function getCharges(
  events: Events,
  { amount, method = 'Pay Online', purpose = 'Gift' }: { amount: string; method?: string; purpose?: string },
) {
  const input = await screen.findByRole('textbox', { name: /Amount to receive/ });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Receiving currency/ })).not.toHaveValue(''),
  );
  await events.type(input, amount);
  await events.selectOptions(screen.getByRole('combobox', { name: /Payment method/ }), method);
  await events.selectOptions(screen.getByRole('combobox', { name: /Purpose/ }), purpose);
  await events.click(screen.getByRole('button', { name: 'Get Charges' }));
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
export async function chooseSaved(events: Events, name: string) {
  await events.click(await screen.findByRole('combobox', { name: 'Search saved beneficiaries' }));
  const option = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .find((o) => o.textContent?.includes(name));
  if (!option) throw new Error(`no option ${name}`);
  await events.click(option);
}

export async function agree(events: Events) {
  const box = await screen.findByRole('checkbox', { name: /terms and conditions/ });
  await events.click(box);
}

export async function sandboxRecords(email = SA_SENDER) {
  const response = await env.fetch(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
  return (await response.json()) as {
    count: number;
    sessions: { id: string; state: string }[];
    transactions: Transaction[];
  };
}

export async function addFault(fault: Fault): Promise<void> {
  await env.fetch('/__sandbox/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

export const CREATE = 'POST /api/remitter/transactions/terrapay';
export const CONFIRM = 'POST /api/remitter/transactions/confirm';
export const INITIATE = 'POST /api/payments/initiate';
export const callsOf = (call: string) => env.calls.filter((made) => made === call).length;

/**
 * A signed-in sa.sender's page on Confirmation for KES 7,100 to Achieng Otieno (their saved Kenyan
 * wallet), the transaction created.
 */
export async function kenyaConfirmation(session: AuthResult) {
  const page = renderPage(otherStore(session, 'KE'));
  await getCharges(page.events, { amount: '7100' });
  await page.events.click(await screen.findByRole('button', { name: 'Continue' }));
  await chooseSaved(page.events, 'Achieng Otieno');
  await page.events.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Charges received successfully!');
  return page;
}

/** The same for sa.sender signed in now, with the sandbox's records as they were before. */
export async function onKenyaConfirmation() {
  const session = await signIn();
  const before = await sandboxRecords();
  const page = await kenyaConfirmation(session);
  return { session, before, page };
}
