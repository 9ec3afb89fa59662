import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { AuthResult, Envelope, Transaction } from '@/api/contract.ts';
import { profileRemitoneStatusAtom } from '@/lib/session/user.ts';
import { SendAgainButton } from '@/components/send-again-button.tsx';
import { PAYMENT_UNDERWAY } from '@/app/send-again/model/messages.ts';
import { LIMIT_MESSAGE_ONBOARDED } from '@/remittance/amount/limits.ts';
import SendMoneyPage from '@/features/send-money/pages/send-money-page.tsx';
import { amountFormAtom, quoteAtom, checkoutAtom } from '@/features/send-money/state.ts';
import { INITIAL_CHECKOUT } from '@/features/payments/checkout/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { clearAccessToken } from '@/lib/access-cookie.ts';
import { sandboxFetch } from '../../support/sandbox-fetch.ts';
import {
  renderWithProviders,
  signedInStore,
  signInWith,
  type Store,
} from '../../support/render-with-providers.tsx';

let fetchFn: typeof fetch;

beforeEach(() => {
  fetchFn = sandboxFetch({ strict: true }).fetch;
  vi.stubGlobal('fetch', fetchFn);
  resetUiOptionsLoad();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAccessToken();
  sessionStorage.clear();
  localStorage.clear();
  resetUiOptionsLoad();
});

/** uk.sender's newest transaction to a beneficiary, as the portal lists it (strict answer). */
async function aTransaction(session: AuthResult): Promise<Transaction> {
  const response = await fetchFn('/api/remitter/transactions', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const answer = (await response.json()) as Envelope<{ transactions: Transaction[] }>;
  const found = answer.result.transactions.find((t) => t.dest_currency === 'USD' && t.benef_mobile);
  if (!found) throw new Error('no USD transaction for uk.sender');
  return found;
}

/** Presses Send again on `transaction` and opens the page it leads to, on the same store. */
async function sendAgainFrom(store: Store, transaction: Transaction) {
  const button = renderWithProviders(<SendAgainButton source={{ kind: 'transaction', transaction }} />, {
    store,
    path: `/transactions/${transaction.trans_ref}`,
  });
  await button.events.click(screen.getByRole('button', { name: 'Send again' }));
  await waitFor(() => expect(button.location.history?.at(-1)).toBe('/send-money'));
  cleanup();
  return renderWithProviders(<SendMoneyPage />, { store });
}

describe("'Send again' while the account is locked", () => {
  it('is not offered: the send pages are closed to a locked account', async () => {
    const session = await signInWith(fetchFn, 'uk.sender@example.com');
    const transaction = await aTransaction(session);
    const store = signedInStore(session.user);
    store.set(profileRemitoneStatusAtom, 'blocked');
    renderWithProviders(<SendAgainButton source={{ kind: 'transaction', transaction }} />, { store });
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    store.set(profileRemitoneStatusAtom, 'valid');
    expect(await screen.findByRole('button', { name: 'Send again' })).toBeEnabled();
  });
});

describe("'Send again' from a transaction: everything checked again as if typed", () => {
  it('a prefilled amount over the limit shows the limit message and Calculate disabled; no quote', async () => {
    const session = await signInWith(fetchFn, 'uk.sender@example.com');
    const store = signedInStore(session.user);
    const transaction = { ...(await aTransaction(session)), dest_amount: 90_000 };

    await sendAgainFrom(store, transaction);
    expect(await screen.findByLabelText(/^Amount to receive/)).toHaveValue('90000');
    expect(await screen.findByText(LIMIT_MESSAGE_ONBOARDED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(store.get(quoteAtom)).toBeNull();
    expect(
      screen.getByText(new RegExp(`Filled in from your transfer ${transaction.trans_ref}`)),
    ).toBeInTheDocument();
  });

  it('the same transfer again: its values filled in, no quote until Calculate, then a fresh one', async () => {
    const session = await signInWith(fetchFn, 'uk.sender@example.com');
    const store = signedInStore(session.user);
    const transaction = await aTransaction(session);

    const page = await sendAgainFrom(store, transaction);
    expect(await screen.findByLabelText(/^Amount to receive/)).toHaveValue(String(transaction.dest_amount));
    expect(store.get(amountFormAtom)).toMatchObject({
      amount_to_receive: String(transaction.dest_amount),
      destination_currency: transaction.dest_currency,
    });
    expect(store.get(quoteAtom)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your quote' })).not.toBeInTheDocument();
    // The spec does not promise a transaction's purpose (the strict sandbox leaves it out): the
    // sender chooses it.
    expect(screen.getByLabelText(/^Purpose/)).toHaveValue('');
    await page.events.selectOptions(screen.getByLabelText(/^Purpose/), 'Family Support');
    const calculate = screen.getByRole('button', { name: 'Calculate' });
    await waitFor(() => expect(calculate).toBeEnabled());
    await page.events.click(calculate);
    expect(await screen.findByRole('region', { name: 'Your quote' })).toBeInTheDocument();
    expect(store.get(quoteAtom)?.receive).toBe(Number(transaction.dest_amount));
  });

  it('refused while a payment is under way: the flow is left as it is', async () => {
    const session = await signInWith(fetchFn, 'uk.sender@example.com');
    const store = signedInStore(session.user);
    store.set(checkoutAtom, { ...INITIAL_CHECKOUT, stage: 'confirm', begun: true, transSessionId: 'S1' });
    const before = store.get(amountFormAtom);
    const transaction = await aTransaction(session);

    const button = renderWithProviders(<SendAgainButton source={{ kind: 'transaction', transaction }} />, {
      store,
      path: `/transactions/${transaction.trans_ref}`,
    });
    await button.events.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_UNDERWAY);
    expect(button.location.history?.at(-1)).toBe(`/transactions/${transaction.trans_ref}`);
    expect(store.get(amountFormAtom)).toEqual(before);
  });
});
