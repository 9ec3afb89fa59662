import type { WritableAtom } from 'jotai';
import type { appStore } from '@/lib/store.ts';

/** The store a payment run works on (the app's, or a test's). */
export type Store = typeof appStore;

/** What dispatching an event did: the state after it, and whether it applied. */
export interface Dispatched<State> {
  state: State;
  changed: boolean;
}

export interface StageRunner<S extends string, State, Event> {
  /**
   * Applies an event to the stored state at once (so a second dispatch in the same tick already
   * sees it); `changed` is false when the event did not apply.
   */
  dispatch: (store: Store, event: Event) => Dispatched<State>;
  /** The stages whose call is running in this page (a reload starts with none). */
  running: (store: Store) => Set<S>;
  /**
   * Begins a stage's call: the begin event is dispatched (and stored) first, and the call is made
   * only when that dispatch is the one that began it, so each call is made at most once per
   * payment however often this runs (StrictMode's double effects, two renders, a double click, a
   * second tab). `onDefect` stops the flow when the call throws instead of reporting an outcome.
   */
  begin: (store: Store, stage: S, call: (store: Store) => Promise<void>, onDefect: () => void) => boolean;
}

export interface StageRunnerConfig<S extends string, State, Event> {
  /** Where the stage state is kept (session storage, so a reload still knows what began). */
  atom: WritableAtom<State, [State], void>;
  /** The flow's pure transition function. */
  next: (state: State, event: Event) => State;
  /** The event that marks a stage's call as begun. */
  beginEvent: (stage: S) => Event;
}

/**
 * The once-per-stage payment run both send flows share (DESIGN.md 'Money safety'): the stage
 * machine's state is stored before each call, and a call is made only by the dispatch that began
 * its stage, so nothing is created, confirmed or paid twice.
 */
export function createStageRunner<S extends string, State, Event>(
  config: StageRunnerConfig<S, State, Event>,
): StageRunner<S, State, Event> {
  const runningByStore = new WeakMap<Store, Set<S>>();

  const running = (store: Store): Set<S> => {
    let set = runningByStore.get(store);
    if (!set) {
      set = new Set();
      runningByStore.set(store, set);
    }
    return set;
  };

  const dispatch = (store: Store, event: Event): Dispatched<State> => {
    const before = store.get(config.atom);
    const after = config.next(before, event);
    if (after !== before) store.set(config.atom, after);
    return { state: after, changed: after !== before };
  };

  const begin: StageRunner<S, State, Event>['begin'] = (store, stage, call, onDefect) => {
    if (!dispatch(store, config.beginEvent(stage)).changed) return false;
    const set = running(store);
    set.add(stage);
    void call(store)
      .catch(() => onDefect())
      .finally(() => set.delete(stage));
    return true;
  };

  return { dispatch, running, begin };
}
