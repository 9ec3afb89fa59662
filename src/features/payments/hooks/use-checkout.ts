import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { checkoutUnderway, type CheckoutState } from '../checkout/state.ts';
import type { CheckoutRequest } from '../checkout/runner.ts';
import type { StoreCheckout } from '../checkout/store-checkout.ts';

export interface Checkout {
  state: CheckoutState;
  /** A request or a call of the checkout is under way: Make Payment and Back wait. */
  underway: boolean;
  /** Gives the checkout its id (the Confirmation screen is shown). */
  prepare: () => void;
  /** Runs the request (entering Confirmation, Make Payment); false when nothing started. */
  request: (request: CheckoutRequest) => Promise<boolean>;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: () => boolean;
}

/**
 * A send flow's checkout on its page: a call cut off by a reload (or by the browser's back-forward
 * cache) is recovered, never repeated. Mount it once, on the page.
 */
export function useCheckout(checkout: StoreCheckout): Checkout {
  const store = useStore();
  const state = useAtomValue(checkout.atom);
  const requesting = useAtomValue(checkout.requesting);

  // Before the first paint (no flash of a flow that ended), and again once the atom is mounted.
  useLayoutEffect(() => checkout.recover(store), [checkout, store]);
  useEffect(() => checkout.recover(store), [checkout, store]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) checkout.recover(store);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [checkout, store]);

  const prepare = useCallback(() => checkout.prepare(store), [checkout, store]);
  const request = useCallback((req: CheckoutRequest) => checkout.request(store, req), [checkout, store]);
  const back = useCallback(() => checkout.back(store), [checkout, store]);
  return { state, underway: requesting || checkoutUnderway(state), prepare, request, back };
}
