import { describe, expect, it } from 'vitest';
import {
  IDLE_COUNTDOWN_SECONDS,
  idleNextTickIn,
  idleStart,
  idleTransition,
  type IdleConfig,
  type IdleEvent,
  type IdleState,
} from '@/features/auth/model/idle-timer.ts';

const IDLE = 900_000; // spec §9
const config: IdleConfig = { idleMs: IDLE, countdownSeconds: IDLE_COUNTDOWN_SECONDS };
const END = IDLE + 21_000;

const active = (lastActivityAt: number): IdleState => ({ kind: 'active', lastActivityAt });
const warning = (secondsLeft: number, endsAt = END): IdleState => ({ kind: 'warning', endsAt, secondsLeft });
const expired: IdleState = { kind: 'expired' };

describe('idle timer constants', () => {
  it('counts down 21 seconds (spec §9)', () => {
    expect(IDLE_COUNTDOWN_SECONDS).toBe(21);
    expect(idleStart(5)).toEqual(active(5));
  });
});

describe('idleTransition', () => {
  const cases: [string, IdleState, IdleEvent, IdleState][] = [
    [
      'active: a tick before the idle time changes nothing',
      active(0),
      { type: 'tick', now: IDLE - 1 },
      active(0),
    ],
    [
      'active: activity restarts the idle time',
      active(0),
      { type: 'activity', now: 500_000 },
      active(500_000),
    ],
    [
      'active: at the idle time the dialog opens with 21 s',
      active(0),
      { type: 'tick', now: IDLE },
      warning(21),
    ],
    [
      'active: idle time counts from the last activity',
      active(100),
      { type: 'tick', now: IDLE + 100 },
      warning(21, END + 100),
    ],
    [
      'active: late tick (tab asleep) starts mid-countdown',
      active(0),
      { type: 'tick', now: IDLE + 5_500 },
      warning(16),
    ],
    [
      'active: woken after the countdown ended expires at once',
      active(0),
      { type: 'tick', now: END },
      expired,
    ],
    ['active: woken an hour later expires at once', active(0), { type: 'tick', now: 3_600_000 }, expired],
    [
      'active: No (another tab stayed) restarts the idle time',
      active(0),
      { type: 'no', now: 700_000 },
      active(700_000),
    ],
    ['active: Yes without a dialog does nothing', active(0), { type: 'yes' }, active(0)],
    ['warning: a tick 1 s later shows 20', warning(21), { type: 'tick', now: IDLE + 1_000 }, warning(20)],
    [
      'warning: a tick within the same second keeps it',
      warning(21),
      { type: 'tick', now: IDLE + 400 },
      warning(21),
    ],
    ['warning: the last second shows 1', warning(2), { type: 'tick', now: END - 1 }, warning(1)],
    ['warning: at 0 the session expires', warning(1), { type: 'tick', now: END }, expired],
    [
      'warning: activity does not dismiss the dialog',
      warning(10),
      { type: 'activity', now: IDLE + 11_000 },
      warning(10),
    ],
    ['warning: Yes logs out now', warning(10), { type: 'yes' }, expired],
    [
      'warning: No dismisses and restarts the timer',
      warning(10),
      { type: 'no', now: IDLE + 11_000 },
      active(IDLE + 11_000),
    ],
    ['expired: a tick stays expired', expired, { type: 'tick', now: 1 }, expired],
    ['expired: activity stays expired', expired, { type: 'activity', now: 1 }, expired],
    ['expired: No cannot revive it', expired, { type: 'no', now: 1 }, expired],
    ['expired: Yes stays expired', expired, { type: 'yes' }, expired],
  ];

  it.each(cases)('%s', (_name, state, event, expected) => {
    expect(idleTransition(state, event, config)).toEqual(expected);
  });

  it('returns the same object when nothing changed (no re-render)', () => {
    const state = active(0);
    expect(idleTransition(state, { type: 'tick', now: 1 }, config)).toBe(state);
    const open = warning(21);
    expect(idleTransition(open, { type: 'tick', now: IDLE + 10 }, config)).toBe(open);
    expect(idleTransition(open, { type: 'activity', now: IDLE + 10 }, config)).toBe(open);
  });

  it('uses the configured idle time (env) and countdown', () => {
    const short: IdleConfig = { idleMs: 1_000, countdownSeconds: 3 };
    expect(idleTransition(active(0), { type: 'tick', now: 1_000 }, short)).toEqual(warning(3, 4_000));
    expect(idleTransition(active(0), { type: 'tick', now: 4_000 }, short)).toEqual(expired);
  });
});

describe('idleNextTickIn', () => {
  const cases: [string, IdleState, number, number | null][] = [
    ['active: when the idle time runs out', active(0), 0, IDLE],
    ['active: from the last activity', active(300_000), 400_000, IDLE - 100_000],
    ['active: overdue means now', active(0), IDLE + 5, 0],
    ['warning: on the next whole second', warning(21), IDLE, 1_000],
    ['warning: mid-second, at the second boundary', warning(21), IDLE + 300, 700],
    ['warning: ended means now', warning(1), END + 10, 0],
    ['expired: never', expired, 0, null],
  ];
  it.each(cases)('%s', (_name, state, now, expected) => {
    expect(idleNextTickIn(state, now, config)).toBe(expected);
  });
});
