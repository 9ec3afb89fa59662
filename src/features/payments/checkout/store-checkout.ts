import { atom, type Atom, type WritableAtom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { sessionEpochAtom } from '@/lib/session/user.ts';
import { leaveForPaymentPage } from '../api/payment-page.ts';
import type { Store } from '../model/store.ts';
import { createCheckoutRunner, type CheckoutFlow, type CheckoutHost, type CheckoutRunner } from './runner.ts';
import type { CheckoutState } from './state.ts';

/** A send flow's checkout in the app: its state in an atom of the tab's store (session storage). */
export interface StoreCheckoutFlow extends Omit<CheckoutFlow<Store>, 'read' | 'write' | 'session' | 'busy'> {
  atom: WritableAtom<CheckoutState, [CheckoutState], void>;
}

export interface StoreCheckout extends CheckoutRunner<Store> {
  atom: WritableAtom<CheckoutState, [CheckoutState], void>;
  /** True from a request (Make Payment, entering Confirmation) until it ends. */
  requesting: Atom<boolean>;
}

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

export function createStoreCheckout(flow: StoreCheckoutFlow): StoreCheckout {
  const requesting = atom(false);
  const runner = createCheckoutRunner<Store>(
    {
      ...flow,
      read: (store) => store.get(flow.atom),
      write: (store, state) => store.set(flow.atom, state),
      session: (store) => store.get(sessionEpochAtom),
      busy: (store, busy) => store.set(requesting, busy),
    },
    BROWSER,
  );
  return { ...runner, atom: flow.atom, requesting };
}
