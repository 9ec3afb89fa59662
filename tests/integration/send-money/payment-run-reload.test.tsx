import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { chargesAtom, stageStateAtom, stepAtom } from '@/features/send-money/state.ts';
import type { StageState } from '@/features/send-money/model/stages.ts';
import {
  addFault,
  agree,
  callsOf,
  env,
  firstBeneficiary,
  flowStore,
  makePaymentButton,
  quoteFor,
  reloadedStore,
  renderPage,
  sandboxRecords,
  signIn,
  UK_FORM,
  usePaymentRunEnv,
} from './payment-run-support.tsx';

const EMAIL = 'uk.sender@example.com';
const NEW = 'POST /api/remitter/transactions/new';
const CONFIRM = 'POST /api/remitter/transactions/confirm';
const INITIATE = 'POST /api/payments/initiate';

usePaymentRunEnv();

const storedStage = () =>
  JSON.parse(sessionStorage.getItem('send-money.stage') ?? 'null') as StageState | null;

async function ukSender() {
  const session = await signIn(EMAIL);
  const charges = await quoteFor(session, UK_FORM);
  const beneficiary = await firstBeneficiary(session);
  const store = flowStore(session, { charges, choice: { kind: 'saved', beneficiary } });
  return { charges, store, before: await sandboxRecords(EMAIL) };
}

describe('a reload in the middle of the payment run', () => {
  it('mid-confirm: no second call; the retry reuses the session, which the server refuses; one transaction', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/transactions/confirm', delayMs: 400, times: 1 });
    const { store, charges, before } = await ukSender();
    const page = renderPage(store);
    await agree(page.events);
    await page.events.click(makePaymentButton());
    await waitFor(() => expect(storedStage()?.begun).toContain('confirm-transaction'));
    const session = storedStage()?.transSessionId;
    page.unmount();

    // The reloaded page: a new store reading what session storage kept.
    const reloaded = reloadedStore();
    const again = renderPage(reloaded);
    expect(
      await screen.findByText(/interrupted while your transaction was being confirmed/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute('href', '/transactions');
    expect(reloaded.get(stageStateAtom)).toMatchObject({ stage: 'confirm-error', transSessionId: session });

    // The cut-off call still lands on the server (the first page's request was already sent)...
    await waitFor(async () => expect((await sandboxRecords(EMAIL)).count).toBe(before.count + 1));
    // ...and the reloaded page made no call of its own.
    expect([callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 1, 0]);

    // The user calculates again and returns to Confirmation: Make Payment confirms the same session.
    reloaded.set(chargesAtom, charges);
    reloaded.set(stepAtom, 'confirmation');
    await agree(again.events);
    await again.events.click(makePaymentButton());
    expect(await screen.findByText('This transaction has already been confirmed.')).toBeInTheDocument();
    const after = await sandboxRecords(EMAIL);
    expect(after.count).toBe(before.count + 1);
    expect(after.sessions.length).toBe(before.sessions.length + 1);
    expect([callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 2, 0]);
    expect(env.assign).not.toHaveBeenCalled();
  });

  it('mid-create: nothing confirmed, the user is told; Make Payment again pays once', async () => {
    await addFault({ method: 'POST', path: '/api/remitter/transactions/new', delayMs: 400, times: 1 });
    const { store, charges, before } = await ukSender();
    const page = renderPage(store);
    await agree(page.events);
    await page.events.click(makePaymentButton());
    await waitFor(() => expect(storedStage()?.begun).toContain('new-transaction'));
    page.unmount();

    const reloaded = reloadedStore();
    const again = renderPage(reloaded);
    expect(await screen.findByText(/interrupted before your transaction was confirmed/)).toBeInTheDocument();
    expect(reloaded.get(stageStateAtom).stage).toBeNull();
    expect(callsOf(NEW)).toBe(1);

    reloaded.set(chargesAtom, charges);
    reloaded.set(stepAtom, 'confirmation');
    await agree(again.events);
    await again.events.click(makePaymentButton());
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect((await sandboxRecords(EMAIL)).count).toBe(before.count + 1);
    expect([callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([2, 1, 1]);
  });

  it('mid-initiate: the same reference is paid on Make Payment, nothing made again', async () => {
    await addFault({ method: 'POST', path: '/api/payments/initiate', delayMs: 400, times: 1 });
    const { store, charges, before } = await ukSender();
    const page = renderPage(store);
    await agree(page.events);
    await page.events.click(makePaymentButton());
    await waitFor(() => expect(storedStage()?.begun).toContain('initiate-payment'));
    const reference = storedStage()?.reference;
    page.unmount();

    const reloaded = reloadedStore();
    const again = renderPage(reloaded);
    expect(await screen.findByText(/the payment page did not open/)).toBeInTheDocument();
    const links = screen
      .getAllByRole('link', { name: 'View Transaction' })
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(`/transactions/${reference ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 450));
    env.assign.mockClear();

    reloaded.set(chargesAtom, charges);
    reloaded.set(stepAtom, 'confirmation');
    await agree(again.events);
    await again.events.click(makePaymentButton());
    await waitFor(() => expect(env.assign).toHaveBeenCalledTimes(1));
    expect((await sandboxRecords(EMAIL)).count).toBe(before.count + 1);
    expect([callsOf(NEW), callsOf(CONFIRM), callsOf(INITIATE)]).toEqual([1, 1, 2]);
  });
});
