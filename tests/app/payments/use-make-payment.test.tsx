import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { Transaction } from '@/api/contract.ts';
import { nextSessionEpoch } from '@/lib/session/user.ts';
import { appStore } from '@/lib/store.ts';
import { browser } from '@/features/payments/api/browser.ts';
import { useMakePayment } from '@/features/payments/hooks/use-make-payment.ts';
import { OTHER_TAB_PAYING } from '@/features/payments/model/checkout-messages.ts';
import { latestPayment } from '../../../sandbox/lib/payments-store.ts';
import { signIn } from '../../support/render-app.tsx';
import { UK_SENDER, sandboxTransaction } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const INIT = 'POST /api/payments/initiate';
/** uk.sender's card transfer awaiting payment. */
const REF = 'ZW10000007';

type Store = typeof appStore;

/** The hook on the transaction's page in a tab whose store is `store`: the app's unless told. */
function renderPay(transaction: Transaction, store: Store = appStore) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useMakePayment(transaction, { hideNotInitiated: true }), { wrapper });
}

/**
 * The store of a second tab of the same browser, opened now: what it knows of the session it
 * reads from the browser's storage and cookie, as a page does.
 */
const secondTab = (): Store => createStore();

/** The hosted payment page the sandbox made for the transaction's payment. */
function paymentPageOf(sandbox: TestSandbox): string {
  return `http://localhost/pay/${latestPayment(sandbox.sandbox.deps.db, REF)!.token}`;
}

describe('useMakePayment', () => {
  it('starts one payment however often it is pressed in the same instant', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const transaction = await sandboxTransaction(sandbox, REF);
    const init = sandbox.hold(INIT);
    const { result } = renderPay(transaction);
    act(() => {
      result.current.pay();
      result.current.pay();
      result.current.pay();
    });
    expect(result.current.busy).toBe(true);
    await init.reached;
    init.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(paymentPageOf(sandbox));
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
    expect(result.current.busy).toBe(true);
  });

  it('comes back to life when the page is shown again from the back-forward cache', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const { result } = renderPay(await sandboxTransaction(sandbox, REF));
    act(() => result.current.pay());
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
    expect(result.current.busy).toBe(true);
    act(() => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
    });
    expect(result.current.busy).toBe(false);
  });

  it("two tabs on the transaction's page pressing at once: one payment page asked for, the other told", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const transaction = await sandboxTransaction(sandbox, REF);
    const init = sandbox.hold(INIT);
    const first = renderPay(transaction);
    const second = renderPay(transaction, secondTab());
    act(() => first.result.current.pay());
    await init.reached;
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
    act(() => second.result.current.pay());
    await waitFor(() => expect(second.result.current.errors).toContain(OTHER_TAB_PAYING));
    init.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sandbox.callsTo(INIT)).toHaveLength(1);
  });

  it('a logout while the payment page is asked for: the browser stays, and nothing is noted', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const sandbox = startSandbox();
    await signIn(sandbox, UK_SENDER);
    const transaction = await sandboxTransaction(sandbox, REF);
    const init = sandbox.hold(INIT);
    const { result } = renderPay(transaction);
    act(() => result.current.pay());
    await init.reached;
    // Another tab logs out: this tab's session ends (the session channel) before the answer comes.
    act(() => nextSessionEpoch(appStore));
    init.release();
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(sandbox.callsTo(INIT)[0]?.status).toBe(200);
    expect(assign).not.toHaveBeenCalled();
    // What the tab keeps is the sign-in's own (the KYC record it loads): nothing of the payment.
    expect(Object.keys(sessionStorage).filter((key) => key !== 'kyc.record')).toEqual([]);
  });
});
