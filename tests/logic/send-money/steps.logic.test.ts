import { describe, expect, it } from 'vitest';
import {
  BACK,
  CONFIRM_ERROR,
  NEXT,
  STEP_LABELS,
  nextStep,
  stepsFor,
  type StepEvent,
  type StepId,
} from '@/features/send-money/model/steps.ts';

describe('the step list', () => {
  it('onboarded: 4 steps', () => {
    expect(stepsFor(true).map((s) => STEP_LABELS[s])).toEqual([
      'Amount to Send',
      'Beneficiary Details',
      'Confirmation',
      'Transaction Status',
    ]);
  });

  it('not onboarded: 5 steps, Sender Details second', () => {
    expect(stepsFor(false).map((s) => STEP_LABELS[s])).toEqual([
      'Amount to Send',
      'Sender Details',
      'Beneficiary Details',
      'Confirmation',
      'Transaction Status',
    ]);
  });
});

describe('step transitions (doc 1 §4 Step flow)', () => {
  const table: [StepId, StepEvent, boolean, StepId, boolean][] = [
    // from, event, onboarded, to, resets the calculation
    ['amount', NEXT, true, 'beneficiary', false],
    ['amount', NEXT, false, 'sender', false],
    ['amount', BACK, true, 'amount', false],
    ['sender', NEXT, false, 'beneficiary', false],
    ['sender', BACK, false, 'amount', true],
    ['beneficiary', NEXT, true, 'confirmation', false],
    ['beneficiary', BACK, true, 'amount', false],
    ['beneficiary', BACK, false, 'sender', false],
    ['confirmation', NEXT, true, 'status', false],
    ['confirmation', BACK, true, 'beneficiary', false],
    ['status', CONFIRM_ERROR, true, 'confirmation', false],
    ['status', BACK, true, 'status', false],
    ['status', NEXT, false, 'status', false],
    ['amount', CONFIRM_ERROR, true, 'amount', false],
    ['confirmation', CONFIRM_ERROR, false, 'confirmation', false],
  ];
  it.each(table)('%s --%j (onboarded %s)--> %s (reset %s)', (from, event, onboarded, to, reset) => {
    expect(nextStep(from, event, onboarded)).toEqual({ step: to, resetCalculation: reset });
  });
});
