import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { hasTokenAtom, nextSessionEpoch, sessionUserAtom } from '@/lib/session/user.ts';
import { browser } from '@/features/payments/api/browser.ts';
import { useMakePayment } from '@/features/payments/hooks/use-make-payment.ts';
import { OTHER_TAB_PAYING } from '@/features/payments/model/checkout-messages.ts';
import { uiOptionsAtom } from '@/features/ui-options/state.ts';
import { resetUiOptionsLoad } from '@/features/ui-options/api/load-ui-options.ts';
import { clearAccessToken, setAccessToken } from '@/lib/access-cookie.ts';
import { transaction } from '../transactions/fixtures.ts';
import { deferred, fakeApi, type FakeAnswer } from '../transactions/support/fake-api.ts';
import { UI_OPTIONS, ukUser } from '../transactions/support/render-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAccessToken();
  sessionStorage.clear();
  localStorage.clear();
});

function setup(store = createStore()) {
  resetUiOptionsLoad();
  setAccessToken('token-1');
  store.set(sessionUserAtom, ukUser());
  store.set(hasTokenAtom, true);
  store.set(uiOptionsAtom, UI_OPTIONS);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return {
    ...renderHook(() => useMakePayment(transaction(), { hideNotInitiated: true }), { wrapper }),
    store,
  };
}

describe('useMakePayment', () => {
  it('starts one payment however often it is pressed in the same instant', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const answer = deferred<FakeAnswer>();
    const fake = fakeApi({
      'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
      'POST /api/payments/initiate': () => answer.promise,
    });
    const { result } = setup();
    act(() => {
      result.current.pay();
      result.current.pay();
      result.current.pay();
    });
    expect(result.current.busy).toBe(true);
    answer.resolve({
      body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/1`, message: '' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /api/payments/initiate')).toHaveLength(1);
    expect(result.current.busy).toBe(true);
  });

  it('comes back to life when the page is shown again from the back-forward cache', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
      'POST /api/payments/initiate': () => ({
        body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/1`, message: '' },
      }),
    });
    const { result } = setup();
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
    const answer = deferred<FakeAnswer>();
    const fake = fakeApi({
      'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
      'POST /api/payments/initiate': () => answer.promise,
    });
    const first = setup();
    const second = setup();
    act(() => first.result.current.pay());
    await waitFor(() => expect(fake.callsTo('POST /api/payments/initiate')).toHaveLength(1));
    act(() => second.result.current.pay());
    await waitFor(() => expect(second.result.current.errors).toContain(OTHER_TAB_PAYING));
    answer.resolve({
      body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/1`, message: '' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /api/payments/initiate')).toHaveLength(1);
  });

  it('a logout while the payment page is asked for: the browser stays, and nothing is noted', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const answer = deferred<FakeAnswer>();
    const fake = fakeApi({
      'GET /api/remitter/ui': () => ({ body: UI_OPTIONS }),
      'POST /api/payments/initiate': () => answer.promise,
    });
    const { result, store } = setup();
    act(() => result.current.pay());
    await waitFor(() => expect(fake.callsTo('POST /api/payments/initiate')).toHaveLength(1));
    // Another tab logs out: this tab's session ends (the session channel) before the answer comes.
    act(() => nextSessionEpoch(store));
    answer.resolve({
      body: { status: 'SUCCESS', payment_url: `${window.location.origin}/pay/1`, message: '' },
    });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(assign).not.toHaveBeenCalled();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
