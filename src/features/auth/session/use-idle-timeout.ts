import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_COUNTDOWN_SECONDS } from '../model/idle-timer.ts';
import { startIdleDriver, type IdleDriver } from './idle-driver.ts';

/** What counts as activity (spec: idle means none of these). */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'scroll',
  'wheel',
] as const;

export interface IdleTimeoutOptions {
  /** Runs only while signed in. */
  enabled: boolean;
  idleMs: number;
  countdownSeconds?: number;
  /** The countdown reached 0, or the user answered Yes: log out. */
  onExpire: () => void;
  /** Local activity (e.g. to tell the other tabs). */
  onActivity?: () => void;
}

export interface IdleTimeout {
  /** Seconds left while the dialog shows; null otherwise. */
  secondsLeft: number | null;
  /** Yes: log out now. */
  logoutNow: () => void;
  /** No: dismiss and restart the timer (before the dialog: restart the timer). */
  stay: () => void;
}

/** The idle timeout of the signed-in session, driven by the idle-timer state machine. */
export function useIdleTimeout(options: IdleTimeoutOptions): IdleTimeout {
  const { enabled, idleMs, countdownSeconds = IDLE_COUNTDOWN_SECONDS } = options;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const driver = useRef<IdleDriver | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!enabled) return;
    const running = startIdleDriver(
      { idleMs, countdownSeconds },
      { onSecondsLeft: setSecondsLeft, onExpire: () => callbacks.current.onExpire() },
    );
    driver.current = running;
    const onActivity = () => {
      running.send({ type: 'activity', now: Date.now() });
      callbacks.current.onActivity?.();
    };
    // Back from the background (a phone asleep, a throttled tab): check the clock at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible') running.send({ type: 'tick', now: Date.now() });
    };
    const listen = { capture: true, passive: true } as const;
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listen);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, listen);
      document.removeEventListener('visibilitychange', onVisible);
      running.stop();
      driver.current = null;
      setSecondsLeft(null);
    };
  }, [enabled, idleMs, countdownSeconds]);

  const logoutNow = useCallback(() => driver.current?.send({ type: 'yes' }), []);
  const stay = useCallback(() => driver.current?.send({ type: 'no', now: Date.now() }), []);
  return { secondsLeft: enabled ? secondsLeft : null, logoutNow, stay };
}
