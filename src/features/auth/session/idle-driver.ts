import {
  idleNextTickIn,
  idleStart,
  idleTransition,
  type IdleConfig,
  type IdleEvent,
  type IdleState,
} from '../model/idle-timer.ts';

export interface IdleDriverHandlers {
  /** Seconds left while the dialog should show, else null; called when it changes. */
  onSecondsLeft: (secondsLeft: number | null) => void;
  /** Expired (the countdown reached 0, or Yes). Called once. */
  onExpire: () => void;
}

export interface IdleDriver {
  send: (event: IdleEvent) => void;
  stop: () => void;
}

/** Runs the idle-timer machine against the clock: one timeout for the next tick, never a poll. */
export function startIdleDriver(config: IdleConfig, handlers: IdleDriverHandlers): IdleDriver {
  let state: IdleState = idleStart(Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const delay = idleNextTickIn(state, Date.now(), config);
    timer = delay === null ? undefined : setTimeout(() => send({ type: 'tick', now: Date.now() }), delay);
  };

  function send(event: IdleEvent): void {
    const before = state;
    state = idleTransition(before, event, config);
    // Activity only moves the deadline: the pending tick finds it moved and waits again.
    if (state.kind !== before.kind || event.type === 'tick') schedule();
    if (state === before) return;
    if (state.kind !== before.kind || before.kind === 'warning') {
      handlers.onSecondsLeft(state.kind === 'warning' ? state.secondsLeft : null);
    }
    if (state.kind === 'expired') handlers.onExpire();
  }

  schedule();
  return { send, stop: () => clearTimeout(timer) };
}
