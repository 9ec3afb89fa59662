import { describe, expect, it } from 'vitest';
import { atom, createStore } from 'jotai';
import { createStageRunner } from '@/features/payments';

type Stage = 'create' | 'confirm';
interface State {
  stage: Stage | null;
  begun: Stage[];
}
type Event = { type: 'begin'; stage: Stage } | { type: 'done' };

const next = (state: State, event: Event): State => {
  if (event.type === 'done')
    return state.stage === 'create' ? { stage: 'confirm', begun: state.begun } : state;
  if (state.stage !== event.stage || state.begun.includes(event.stage)) return state;
  return { ...state, begun: [...state.begun, event.stage] };
};

function setUp() {
  const stateAtom = atom<State>({ stage: 'create', begun: [] });
  const runner = createStageRunner<Stage, State, Event>({
    atom: stateAtom,
    next,
    beginEvent: (stage) => ({ type: 'begin', stage }),
  });
  return { store: createStore(), stateAtom, runner };
}

describe('createStageRunner: each stage call once', () => {
  it('makes the call once however often the stage is begun (double click, double effect)', async () => {
    const { store, stateAtom, runner } = setUp();
    let calls = 0;
    const call = async () => {
      calls += 1;
    };
    expect(runner.begin(store, 'create', call, () => {})).toBe(true);
    expect(runner.begin(store, 'create', call, () => {})).toBe(false);
    expect(runner.begin(store, 'create', call, () => {})).toBe(false);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(store.get(stateAtom).begun).toEqual(['create']);
  });

  it('stores the begun stage before the call runs', () => {
    const { store, stateAtom, runner } = setUp();
    let seen: Stage[] = [];
    runner.begin(
      store,
      'create',
      async (s) => {
        seen = s.get(stateAtom).begun;
      },
      () => {},
    );
    expect(seen).toEqual(['create']);
  });

  it('knows which stages are running in this page, and forgets them when they end', async () => {
    const { store, runner } = setUp();
    let finish: () => void = () => {};
    runner.begin(
      store,
      'create',
      () => new Promise<void>((resolve) => (finish = resolve)),
      () => {},
    );
    expect(runner.running(store).has('create')).toBe(true);
    expect(runner.running(createStore()).has('create')).toBe(false);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runner.running(store).has('create')).toBe(false);
  });

  it('dispatch says whether the event applied', () => {
    const { store, runner } = setUp();
    expect(runner.dispatch(store, { type: 'done' })).toEqual({
      state: { stage: 'confirm', begun: [] },
      changed: true,
    });
    expect(runner.dispatch(store, { type: 'done' }).changed).toBe(false);
  });

  it('a call that throws (a defect) stops the flow through onDefect', async () => {
    const { store, runner } = setUp();
    let stopped = 0;
    runner.begin(
      store,
      'create',
      async () => {
        throw new Error('bug');
      },
      () => (stopped += 1),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(1);
  });
});
