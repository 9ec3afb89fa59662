import { describe, expect, it } from 'vitest';
import { defineSteps, nextStep, reachableStep, type StepEvent } from '@/remittance/wizard/step-machine.ts';

type Step = 'one' | 'two' | 'three' | 'done';
interface Context {
  short: boolean;
  filled: Partial<Record<Step, boolean>>;
}

/** A made-up wizard: 'two' only in the long form, 'two' needs its input, 'done' keeps Back. */
const machine = defineSteps<Step, Context>({
  order: ({ short }) => (short ? ['one', 'three', 'done'] : ['one', 'two', 'three', 'done']),
  ready: (step, { filled }) => step !== 'two' || filled.two === true,
  noBack: ['done'],
});

const long: Context = { short: false, filled: { two: true } };
const unfilled: Context = { short: false, filled: {} };
const short: Context = { short: true, filled: {} };
const next = { type: 'next' } as const;
const back = { type: 'back' } as const;
const goto = (step: Step): StepEvent<Step> => ({ type: 'goto', step });

describe('the shared step machine', () => {
  it.each<[Step, StepEvent<Step>, Context, Step]>([
    // from, event, context, to
    ['one', next, long, 'two'],
    ['one', next, short, 'three'],
    ['two', next, long, 'three'],
    ['two', next, unfilled, 'two'],
    ['three', next, long, 'done'],
    ['done', next, long, 'done'],
    ['one', back, long, 'one'],
    ['two', back, long, 'one'],
    ['three', back, long, 'two'],
    ['three', back, short, 'one'],
    ['done', back, long, 'done'],
    ['done', goto('three'), long, 'three'],
    ['done', goto('one'), long, 'one'],
    ['three', goto('three'), long, 'three'],
    ['one', goto('three'), long, 'one'],
    ['three', goto('two'), short, 'three'],
    // a step not in this context's order counts as the first
    ['two', next, short, 'three'],
    ['two', back, short, 'one'],
  ])('%s + %j -> %s', (from, event, context, to) => {
    expect(nextStep(machine, from, event, context)).toBe(to);
  });

  it.each<[Step, Context, Step]>([
    ['three', long, 'three'],
    ['three', unfilled, 'two'],
    ['done', unfilled, 'two'],
    ['two', unfilled, 'two'],
    ['one', unfilled, 'one'],
    ['two', short, 'one'],
    ['three', short, 'three'],
  ])('%s shown with %j is %s', (step, context, shown) => {
    expect(reachableStep(machine, step, context)).toBe(shown);
  });
});
