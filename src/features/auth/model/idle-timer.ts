/**
 * The idle timeout as a state machine (spec doc 2 §4, §9; DESIGN 'Session timeout dialog'):
 * active -> warning (the 'Session timeout' dialog counting down) -> expired (log out). Time comes
 * in with the events, so the machine is pure and a phone waking after an hour asleep expires at
 * once instead of starting a fresh countdown.
 */

/** Spec §9: the countdown of the 'Session timeout' dialog, in seconds. */
export const IDLE_COUNTDOWN_SECONDS = 21;

/** The idle time and the countdown. */
export interface IdleConfig {
  /** Time without activity before the dialog (spec: 900000 ms, from env). */
  idleMs: number;
  countdownSeconds: number;
}

/** active (since the last activity), warning (the dialog, seconds left), expired (log out). */
export type IdleState =
  | { kind: 'active'; lastActivityAt: number }
  | { kind: 'warning'; endsAt: number; secondsLeft: number }
  | { kind: 'expired' };

/**
 * activity: the user did something (ignored while the dialog is open: only No dismisses it);
 * tick: time passed; yes: log out now; no: stay signed in, dismiss and restart the timer.
 */
export type IdleEvent =
  | { type: 'activity'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'yes' }
  | { type: 'no'; now: number };

/** The state when the user signs in (or the guardian starts) at `now`. */
export function idleStart(now: number): IdleState {
  return { kind: 'active', lastActivityAt: now };
}

const secondsUntil = (endsAt: number, now: number) => Math.ceil((endsAt - now) / 1000);

type Active = Extract<IdleState, { kind: 'active' }>;

function tickActive(state: Active, now: number, config: IdleConfig): IdleState {
  const warnAt = state.lastActivityAt + config.idleMs;
  const endsAt = warnAt + config.countdownSeconds * 1000;
  if (now >= endsAt) return { kind: 'expired' };
  if (now >= warnAt) return { kind: 'warning', endsAt, secondsLeft: secondsUntil(endsAt, now) };
  return state;
}

/** The next state; the same object when nothing changed. */
export function idleTransition(state: IdleState, event: IdleEvent, config: IdleConfig): IdleState {
  if (state.kind === 'expired') return state;
  if (state.kind === 'active') {
    switch (event.type) {
      case 'activity':
      case 'no':
        return { kind: 'active', lastActivityAt: event.now };
      case 'tick':
        return tickActive(state, event.now, config);
      case 'yes':
        return state;
    }
  }
  switch (event.type) {
    case 'activity':
      return state;
    case 'no':
      return idleStart(event.now);
    case 'yes':
      return { kind: 'expired' };
    case 'tick': {
      if (event.now >= state.endsAt) return { kind: 'expired' };
      const secondsLeft = secondsUntil(state.endsAt, event.now);
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
  }
}

/** How long until the state may change by time alone (the next tick); null once expired. */
export function idleNextTickIn(state: IdleState, now: number, config: IdleConfig): number | null {
  if (state.kind === 'expired') return null;
  if (state.kind === 'active') return Math.max(0, state.lastActivityAt + config.idleMs - now);
  const remaining = state.endsAt - now;
  if (remaining <= 0) return 0;
  return remaining % 1000 || 1000;
}
