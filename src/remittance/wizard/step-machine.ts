/**
 * The one step machine of both send wizards: a flow names its steps in order (they may depend on
 * who is sending), which step Continue may leave (what it gathers is there) and which Back may
 * not; every flow takes the same three events. Pure, so each flow's table is tested in Node.
 */

/** Continue, Back, or a jump to a step already passed (e.g. a failed confirm reopens Confirmation). */
export type StepEvent<Step extends string> =
  { type: 'next' } | { type: 'back' } | { type: 'goto'; step: Step };

export interface StepMachine<Step extends string, Context> {
  /** The steps in order for this context; the first is where a flow starts. */
  order: (context: Context) => readonly Step[];
  /** Whether Continue may leave the step (its inputs are there); every step may when absent. */
  ready?: (step: Step, context: Context) => boolean;
  /** Steps Back does not leave (e.g. a status shown once paid). */
  noBack?: readonly Step[];
}

/** A flow's step machine (the identity, for the inference of its steps and context). */
export function defineSteps<Step extends string, Context>(
  machine: StepMachine<Step, Context>,
): StepMachine<Step, Context> {
  return machine;
}

const isReady = <Step extends string, Context>(
  machine: StepMachine<Step, Context>,
  step: Step,
  context: Context,
): boolean => machine.ready?.(step, context) ?? true;

/**
 * The step to show: a stored step not in this context's order is the first one, and a later step
 * falls back to the first before it whose inputs are gone (after a reload, say).
 */
export function reachableStep<Step extends string, Context>(
  machine: StepMachine<Step, Context>,
  step: Step,
  context: Context,
): Step {
  const order = machine.order(context);
  const index = order.indexOf(step);
  if (index < 0) return order[0] ?? step;
  return order.slice(0, index).find((earlier) => !isReady(machine, earlier, context)) ?? step;
}

/**
 * The step after an event; the same step when the event does not apply: Continue from a step not
 * ready or the last, Back from the first or a `noBack` step, a jump to a step not yet passed.
 */
export function nextStep<Step extends string, Context>(
  machine: StepMachine<Step, Context>,
  step: Step,
  event: StepEvent<Step>,
  context: Context,
): Step {
  const order = machine.order(context);
  const from = reachableStep(machine, step, context);
  const index = order.indexOf(from);
  switch (event.type) {
    case 'next':
      return isReady(machine, from, context) ? (order[index + 1] ?? from) : from;
    case 'back':
      return machine.noBack?.includes(from) ? from : (order[index - 1] ?? from);
    case 'goto': {
      const target = order.indexOf(event.step);
      return target >= 0 && target <= index ? event.step : from;
    }
  }
}
