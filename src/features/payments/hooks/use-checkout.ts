import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useAtomValue, useStore, type WritableAtom } from 'jotai';
import { checkoutUnderway, type CheckoutState } from '../model/checkout.ts';
import type { CheckoutRequest, CheckoutRunner } from './checkout-runner.ts';

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
export function useCheckout(
  runner: CheckoutRunner,
  atom: WritableAtom<CheckoutState, [CheckoutState], void>,
): Checkout {
  const store = useStore();
  const state = useAtomValue(atom);
  const requesting = useAtomValue(runner.requesting);

  // Before the first paint (no flash of a flow that ended), and again once the atom is mounted.
  useLayoutEffect(() => runner.recover(store), [runner, store]);
  useEffect(() => runner.recover(store), [runner, store]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) runner.recover(store);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [runner, store]);

  const prepare = useCallback(() => runner.prepare(store), [runner, store]);
  const request = useCallback((req: CheckoutRequest) => runner.request(store, req), [runner, store]);
  const back = useCallback(() => runner.back(store), [runner, store]);
  return { state, underway: requesting || checkoutUnderway(state), prepare, request, back };
}
