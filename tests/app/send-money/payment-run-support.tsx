import { afterEach, beforeEach, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createStore, type Atom } from 'jotai';
import type { AuthResult, Beneficiary, ChargesResult, Envelope, Transaction } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { EMPTY_AMOUNT_FORM, type AmountFormValues } from '@/features/send-money/model/amount-form.ts';
import { chargesRequest } from '@/features/send-money/model/charges-request.ts';
import type { Quote } from '@/features/send-money/model/quote.ts';
import type { BeneficiaryChoice, SenderDetails } from '@/features/send-money/model/flow-inputs.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
  quoteAtom,
  senderDetailsAtom,
  stageStateAtom,
  checkoutAtom,
  stepAtom,
} from '@/features/send-money/state.ts';
import { senderDraftAtom } from '@/features/send-money/sender-draft.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import type { Variance } from '../../../sandbox/variance.ts';
import { createFlowEnv, holdCall as holdFlowCall, startFlowEnv } from '../../support/flow-env.ts';
import { pageReloaded } from '../../support/page-locks.ts';
import {
  renderWithProviders,
  signedInStore,
  signInWith,
  type Store,
} from '../../support/render-with-providers.tsx';

/** The sandbox answering in-process; every call the app made, as 'METHOD /path'. */
export const env = createFlowEnv();

/** Holds the app's next `call` until the returned function is called. */
export const holdCall = (call: string, options?: { answerLost?: boolean }) =>
  holdFlowCall(env, call, options);

/** Each test: a fresh sandbox, the browser's navigation stubbed, storage emptied afterwards. */
export function usePaymentRunEnv(): void {
  beforeEach(() => {
    startFlowEnv(env);
    resetUiOptionsLoad();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearAccessToken();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    localStorage.clear();
    resetUiOptionsLoad();
  });
}

async function sandboxJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await env.fetch(path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  return (await response.json()) as T;
}

/** Signs in through the sandbox's login call and keeps the token in the cookie. */
export const signIn = (email: string): Promise<AuthResult> => signInWith(env.fetch, email);

const auth = (session: AuthResult) => ({ Authorization: `Bearer ${session.token}` });

/** The UK amount form: $130 by Credit/Debit Card for Family Support. */
export const UK_FORM: AmountFormValues = {
  ...EMPTY_AMOUNT_FORM,
  amount_to_receive: '130',
  destination_currency: 'USD',
  trans_type: 'Cash Collection',
  payment_method: '81',
  purpose: 'family_support',
};

/** A quote from the sandbox for the form (its receiving amount typed, a multiple of 10). */
export async function quoteFor(session: AuthResult, form: AmountFormValues): Promise<Quote> {
  const receive = Number(form.amount_to_receive);
  const answer = await sandboxJson<Envelope<ChargesResult>>('/api/remitter/transactions/charges', {
    method: 'POST',
    headers: auth(session),
    body: JSON.stringify(chargesRequest(form, session.user.country, receive)),
  });
  return { charges: answer.result, receive };
}

/** The user's first saved beneficiary in the sandbox. */
export async function firstBeneficiary(session: AuthResult): Promise<Beneficiary> {
  const answer = await sandboxJson<Envelope<{ beneficiaries: { beneficiary: Beneficiary | Beneficiary[] } }>>(
    '/api/remitter/beneficiaries',
    { headers: auth(session) },
  );
  const list = answer.result.beneficiaries.beneficiary;
  const first = Array.isArray(list) ? list[0] : list;
  if (!first) throw new Error('no saved beneficiary');
  return first;
}

/** The user's transactions and transaction sessions, as the sandbox holds them. */
export async function sandboxRecords(email: string) {
  return sandboxJson<{
    count: number;
    sessions: { id: string; state: string }[];
    transactions: Transaction[];
  }>(`/__sandbox/transactions?email=${encodeURIComponent(email)}`);
}

/** Adds a sandbox fault. */
export async function addFault(fault: Fault): Promise<void> {
  await sandboxJson('/__sandbox/faults', { method: 'POST', body: JSON.stringify(fault) });
}

/** Contract variance of the sandbox (sandbox/variance.ts): answers within the spec, unlike its defaults. */
export async function setVariance(variance: Partial<Variance>): Promise<void> {
  await sandboxJson('/__sandbox/variance', { method: 'POST', body: JSON.stringify(variance) });
}

export interface FlowSetup {
  form?: AmountFormValues;
  quote: Quote;
  choice: BeneficiaryChoice;
  senderDetails?: SenderDetails;
}

/** uk.sender's email: a sender already onboarded, with saved beneficiaries. */
export const UK_SENDER = 'uk.sender@example.com';

/** The calls of the payment run's three stages. */
export const NEW = 'POST /api/remitter/transactions/new';
export const CONFIRM = 'POST /api/remitter/transactions/confirm';
export const INITIATE = 'POST /api/payments/initiate';

/** A store signed in as the session's user, on the Confirmation step with the flow's inputs. */
export function flowStore(session: AuthResult, setup: FlowSetup): Store {
  const store = signedInStore(session.user);
  store.set(amountFormAtom, setup.form ?? UK_FORM);
  store.set(quoteAtom, setup.quote);
  store.set(beneficiaryChoiceAtom, setup.choice);
  if (setup.senderDetails) store.set(senderDetailsAtom, setup.senderDetails);
  store.set(stepAtom, 'confirmation');
  return store;
}

/**
 * A store as after a reload: the stored atoms hold what storage kept (as when the modules load
 * afresh and read it), and the UI options are asked for again.
 */
export function reloadedStore(): Store {
  pageReloaded();
  resetUiOptionsLoad();
  const store = createStore();
  store.set(hasTokenAtom, true);
  for (const stored of [
    sessionUserAtom,
    stageStateAtom,
    checkoutAtom,
    amountFormAtom,
    senderDetailsAtom,
    beneficiaryChoiceAtom,
    senderDraftAtom,
  ] as const) {
    store.sub(stored as Atom<unknown>, () => undefined); // mounting reads the storage
  }
  return store;
}

/** Renders /send-money in StrictMode (double effects) on the store. */
export function renderPage(store: Store, { strict = true }: { strict?: boolean } = {}) {
  return renderWithProviders(<SendMoneyPage />, { store, strict });
}

/** Ticks the declaration (once the Confirmation step is on screen). */
export async function agree(events: ReturnType<typeof userEvent.setup>): Promise<void> {
  const box = await screen.findByRole('checkbox', { name: /terms and conditions/ });
  // Still ticked when a failure came back before Transaction Status was drawn (the sandbox answers
  // in-process, within the same task): the sender then stays on Confirmation as they left it.
  if (!(box as HTMLInputElement).checked) await events.click(box);
  expect(box).toBeChecked();
}

/** The Make Payment button. */
export const makePaymentButton = () => screen.getByRole('button', { name: 'Make Payment' });

/** How many times the app made a call ('POST /api/remitter/transactions/new'...). */
export const callsOf = (call: string) => env.calls.filter((made) => made === call).length;

/** How many times the app made each stage's call: [new, confirm, initiate]. */
export const stageCalls = () => [callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)];

/** uk.sender on Confirmation with a quote for $130 and their first saved beneficiary. */
export async function ukSender() {
  const session = await signIn(UK_SENDER);
  const quote = await quoteFor(session, UK_FORM);
  const beneficiary = await firstBeneficiary(session);
  const store = flowStore(session, { quote, choice: { kind: 'saved', beneficiary } });
  const before = await sandboxRecords(UK_SENDER);
  return { session, quote, beneficiary, store, before };
}

/** Ticks the declaration and presses Make Payment. */
export async function makePayment(events: ReturnType<typeof userEvent.setup>): Promise<void> {
  await agree(events);
  await events.click(makePaymentButton());
}
