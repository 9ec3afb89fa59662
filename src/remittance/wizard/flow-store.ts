/**
 * The one way a send flow's state is cleared, filled in and told what its payment run says: each
 * flow names its atoms and how its values are set; the checkout is never among them (it knows
 * what was created or confirmed, so a later transfer never pays or repeats it by mistake).
 */
import type { WritableAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import type { appStore } from '@/lib/store.ts';

type Store = typeof appStore;

/** An atom of a flow that RESET empties (a session atom, or one in session storage). */
export type FlowAtom = WritableAtom<unknown, [typeof RESET], void>;

/** Messages of the payment run on screen, and how long they stay (spec §9). */
export interface RunNotice {
  messages: string[];
  timeoutMs: number;
}

export interface FlowStore<Prefill> {
  /** The run's latest messages; memory only, reset at logout. */
  notice: ReturnType<typeof sessionAtom<RunNotice | null>>;
  /** Shows (or, with null, clears) the run's messages. */
  notify(store: Store, notice: RunNotice | null): void;
  /** All the flow's own state cleared, its messages too: a new transfer starts on its first step. */
  clear(store: Store): void;
  /**
   * A new transfer filled in ('Send again'): the flow cleared, then these values set. Nothing
   * calculated is kept, so the amount step checks everything again. The caller makes sure no
   * payment is under way.
   */
  prefill(store: Store, values: Prefill): void;
}

export function defineFlowStore<Prefill>(flow: {
  /** The atoms a new transfer starts from, emptied with RESET. */
  atoms: readonly FlowAtom[];
  /** What else clearing does (e.g. what a call begun made, kept while it runs). */
  alsoClear?: (store: Store) => void;
  /** Sets a cleared flow's values. */
  fill: (store: Store, values: Prefill) => void;
}): FlowStore<Prefill> {
  const notice = sessionAtom<RunNotice | null>(null);
  const clear = (store: Store) => {
    for (const atom of flow.atoms) store.set(atom, RESET);
    store.set(notice, null);
    flow.alsoClear?.(store);
  };
  return {
    notice,
    notify: (store, shown) => store.set(notice, shown),
    clear,
    prefill(store, values) {
      clear(store);
      flow.fill(store, values);
    },
  };
}
