import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { Store } from '../model/store.ts';
import type { StoreCheckout } from './store-checkout.ts';
import { checkoutRecovery, type CheckoutState } from './state.ts';

/**
 * A send flow's checkout as its page holds it before the runner is loaded: the state (kept in the
 * tab's session storage) and whether a request runs. The runner is a module of its own: it comes
 * with the Confirmation step, or sooner when the page opens on something to recover.
 */
export interface CheckoutSource {
  atom: WritableAtom<CheckoutState, [CheckoutState], void>;
  /** True from a request (Make Payment, entering Confirmation) until it ends. */
  requesting: PrimitiveAtom<boolean>;
  /** Whether a page opening now has something to recover: a call a reload cut off, an ended flow. */
  toRecover: (store: Store) => boolean;
  /** The runner, once its module ran (createStoreCheckout registers it here). */
  runner: () => StoreCheckout | undefined;
  /** Registers the runner: once, by createStoreCheckout. */
  register: (checkout: StoreCheckout) => void;
}

export interface CheckoutSourceOptions {
  atom: WritableAtom<CheckoutState, [CheckoutState], void>;
  /** The flow's own stages before the checkout (the Zimbabwe flow's remit-one): one was cut off. */
  flowToRecover?: (store: Store) => boolean;
}

export function checkoutSource({ atom: stateAtom, flowToRecover }: CheckoutSourceOptions): CheckoutSource {
  let registered: StoreCheckout | undefined;
  return {
    atom: stateAtom,
    requesting: atom(false),
    // Nothing runs in a page whose runner is not loaded: a checkout under way was cut off.
    toRecover: (store) =>
      checkoutRecovery(store.get(stateAtom), false) !== 'none' || (flowToRecover?.(store) ?? false),
    runner: () => registered,
    register: (checkout) => {
      registered = checkout;
    },
  };
}
