import { navigate } from 'wouter/use-browser-location';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { sessionEpochAtom } from '@/lib/session/user.ts';
import { leaveForPaymentPage } from '../api/payment-page.ts';
import type { Store } from '../model/store.ts';
import { createCheckoutRunner, type CheckoutFlow, type CheckoutHost, type CheckoutRunner } from './runner.ts';
import type { CheckoutSource } from './source.ts';

/** A send flow's checkout in the app: its state in its source's atom (the tab's session storage). */
export interface StoreCheckoutFlow extends Omit<CheckoutFlow<Store>, 'read' | 'write' | 'session' | 'busy'> {
  /** The flow's own recovery on (re)load, after the checkout's (a stage of its own cut off). */
  recoverFlow?: (store: Store) => void;
}

/** The flow's checkout runner, bound to the app's store; its state and busy flag are its source's. */
export type StoreCheckout = CheckoutRunner<Store>;

const randomId = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/** The browser: an app page with its one-time note, or the payment page. */
const BROWSER: CheckoutHost<Store> = {
  goTo: (_store, path, note) => {
    setFlashNotice(path, note);
    navigate(path);
  },
  leave: (_store, url, reference) => leaveForPaymentPage(url, reference),
  now: () => Date.now(),
  randomId,
};

/** The flow's checkout runner, registered with its source (the page finds it there once loaded). */
export function createStoreCheckout(source: CheckoutSource, flow: StoreCheckoutFlow): StoreCheckout {
  const { atom, requesting } = source;
  const { recoverFlow, ...checkoutFlow } = flow;
  const runner = createCheckoutRunner<Store>(
    {
      ...checkoutFlow,
      read: (store) => store.get(atom),
      write: (store, state) => store.set(atom, state),
      session: (store) => store.get(sessionEpochAtom),
      busy: (store, busy) => store.set(requesting, busy),
    },
    BROWSER,
  );
  const recover = (store: Store) => {
    runner.recover(store);
    recoverFlow?.(store);
  };
  const checkout: StoreCheckout = { ...runner, recover };
  source.register(checkout);
  return checkout;
}
