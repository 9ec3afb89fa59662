import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { EMPTY_AMOUNT_FORM } from '@/features/send-money/model/amount-form.ts';
import { INITIAL_CHECKOUT } from '@/features/payments/checkout/state.ts';
import type { ChargesResult } from '@/api/contract.ts';
import { readSenderScoped } from '@/lib/session/sender-storage.ts';

const CHARGES: ChargesResult = {
  source_amount: 80,
  source_currency: 'GBP',
  destination_amount: 100,
  destination_currency: 'USD',
  total_charges: 3.99,
  tax: 0,
  rate: 0.8,
};

/** A fresh copy of the state module, as after a reload. */
async function reloadState() {
  vi.resetModules();
  return import('@/features/send-money/state.ts');
}

// The flow's state is kept for the signed-in sender only (src/lib/session/sender-storage.ts).
beforeEach(() => localStorage.setItem('session-user', JSON.stringify({ id: 7 })));
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('send flow state', () => {
  it('keeps the typed amount form in session storage across a reload, but never the quote', async () => {
    const first = await reloadState();
    const store = createStore();
    const typed = { ...EMPTY_AMOUNT_FORM, amount_to_send: '100', purpose: 'gift' };
    store.set(first.amountFormAtom, typed);
    store.set(first.quoteAtom, { charges: CHARGES, receive: 130 });
    expect(store.get(first.calculatedAtom)).toBe(true);
    expect(readSenderScoped<Record<string, unknown>>(sessionStorage.getItem(first.AMOUNT_FORM_KEY))).toEqual(
      typed,
    );

    const second = await reloadState();
    const after = createStore();
    expect(after.get(second.amountFormAtom)).toEqual(typed);
    expect(after.get(second.quoteAtom)).toBeNull();
    expect(after.get(second.calculatedAtom)).toBe(false);
  });

  it('drops what another sender left in the tab: a reload signed in as someone else starts empty', async () => {
    const first = await reloadState();
    createStore().set(first.amountFormAtom, { ...EMPTY_AMOUNT_FORM, amount_to_receive: '130' });
    expect(sessionStorage.getItem(first.AMOUNT_FORM_KEY)).not.toBeNull();

    // Someone else signed in from another tab; this tab's session storage is what it was.
    localStorage.setItem('session-user', JSON.stringify({ id: 8 }));
    const second = await reloadState();
    expect(createStore().get(second.amountFormAtom)).toEqual(EMPTY_AMOUNT_FORM);
    expect(sessionStorage.getItem(second.AMOUNT_FORM_KEY)).toBeNull();
  });

  it('keeps the checkout (stage, session id, reference) across a reload', async () => {
    const first = await reloadState();
    const store = createStore();
    store.set(first.checkoutAtom, {
      ...INITIAL_CHECKOUT,
      stage: 'confirm',
      begun: true,
      transSessionId: 'S1',
    });
    const second = await reloadState();
    const after = createStore();
    expect(after.get(second.checkoutAtom)).toMatchObject({
      stage: 'confirm',
      begun: true,
      transSessionId: 'S1',
    });
    expect(after.get(second.checkoutAtom).reference).toBeNull();
  });

  it('resets everything at logout', async () => {
    const state = await reloadState();
    const { resetSessionAtoms: reset } = await import('@/lib/session/reset-at-logout.ts');
    const store = createStore();
    store.set(state.amountFormAtom, { ...EMPTY_AMOUNT_FORM, amount_to_receive: '50' });
    store.set(state.quoteAtom, { charges: CHARGES, receive: 130 });
    store.set(state.stepAtom, 'beneficiary');
    store.set(state.checkoutAtom, { ...INITIAL_CHECKOUT, stage: 'initiate', reference: 'ZW-1' });
    reset(store);
    expect(store.get(state.amountFormAtom)).toEqual(EMPTY_AMOUNT_FORM);
    expect(store.get(state.quoteAtom)).toBeNull();
    expect(store.get(state.stepAtom)).toBe('amount');
    expect(store.get(state.checkoutAtom)).toEqual(INITIAL_CHECKOUT);
    expect(sessionStorage.getItem(state.AMOUNT_FORM_KEY)).toBeNull();
    expect(sessionStorage.getItem(state.CHECKOUT_KEY)).toBeNull();
  });
});
