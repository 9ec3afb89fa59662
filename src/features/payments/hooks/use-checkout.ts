import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { reloadingForChunk } from '@/lib/lazy-page.ts';
import { checkoutUnderway, type CheckoutState } from '../checkout/state.ts';
import type { CheckoutRequest } from '../checkout/runner.ts';
import type { CheckoutSource } from '../checkout/source.ts';
import type { StoreCheckout } from '../checkout/store-checkout.ts';

/** A send flow's checkout as its page shows it. */
export interface CheckoutView {
  state: CheckoutState;
  /** A request or a call of the checkout is under way: Make Payment and Back wait. */
  underway: boolean;
  /** The runner is loading to recover what a reload cut off: the page shows nothing to press. */
  recovering: boolean;
}

/**
 * A send flow's checkout on its page: a call cut off by a reload (or by the browser's back-forward
 * cache) is recovered, never repeated. The runner loads (`loadRunner`, the module that creates it)
 * only when there is something to recover; else it comes with the Confirmation step. A runner
 * that cannot load goes to the route's error boundary. Mount it once, on the page.
 */
export function useCheckout(source: CheckoutSource, loadRunner: () => Promise<unknown>): CheckoutView {
  const store = useStore();
  const state = useAtomValue(source.atom);
  const requesting = useAtomValue(source.requesting);
  const [recovering, setRecovering] = useState(() => !source.runner() && source.toRecover(store));
  const [loadError, setLoadError] = useState<{ error: unknown } | null>(null);
  if (loadError) throw loadError.error;
  const loading = useRef(false);

  const recover = useCallback(() => {
    const runner = source.runner();
    if (runner) {
      runner.recover(store);
      return;
    }
    if (loading.current || !source.toRecover(store)) return;
    loading.current = true;
    setRecovering(true);
    loadRunner().then(
      () => {
        loading.current = false;
        const loaded = source.runner();
        // A module that creates no runner for this source is a defect: never a page that pays.
        if (!loaded) setLoadError({ error: new Error('The checkout runner did not register.') });
        loaded?.recover(store);
        setRecovering(false);
      },
      (error: unknown) => {
        // A chunk a new deploy removed reloads the page (lib/lazy-page.ts): wait for it.
        if (!reloadingForChunk(error)) setLoadError({ error });
      },
    );
  }, [source, store, loadRunner]);

  // Before the first paint (no flash of a flow that ended), and again once the atom is mounted.
  useLayoutEffect(() => recover(), [recover]);
  useEffect(() => recover(), [recover]);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) recover();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [recover]);

  return { state, underway: requesting || checkoutUnderway(state), recovering };
}

/** What the Confirmation step does with its flow's checkout (whose module it imports). */
export interface CheckoutActions {
  /** Gives the checkout its id (the Confirmation screen is shown). */
  prepare: () => void;
  /** Runs the request (entering Confirmation, Make Payment); false when nothing started. */
  request: (request: CheckoutRequest) => Promise<boolean>;
  /** Back from Confirmation: true when the sender was taken to a confirmed transaction instead. */
  back: () => boolean;
}

export function useCheckoutActions(checkout: StoreCheckout): CheckoutActions {
  const store = useStore();
  const prepare = useCallback(() => checkout.prepare(store), [checkout, store]);
  const request = useCallback((req: CheckoutRequest) => checkout.request(store, req), [checkout, store]);
  const back = useCallback(() => checkout.back(store), [checkout, store]);
  return { prepare, request, back };
}
