import { describe, expect, it } from 'vitest';
import {
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
    ['amount', 'forward', true, 'beneficiary', false],
    ['amount', 'forward', false, 'sender', false],
    ['amount', 'back', true, 'amount', false],
    ['sender', 'forward', false, 'beneficiary', false],
    ['sender', 'back', false, 'amount', true],
    ['beneficiary', 'forward', true, 'confirmation', false],
    ['beneficiary', 'back', true, 'amount', false],
    ['beneficiary', 'back', false, 'sender', false],
    ['confirmation', 'forward', true, 'status', false],
    ['confirmation', 'back', true, 'beneficiary', false],
    ['status', 'confirm-error', true, 'confirmation', false],
    ['status', 'back', true, 'status', false],
    ['status', 'forward', false, 'status', false],
    ['amount', 'confirm-error', true, 'amount', false],
    ['confirmation', 'confirm-error', false, 'confirmation', false],
  ];
  it.each(table)('%s --%s (onboarded %s)--> %s (reset %s)', (from, event, onboarded, to, reset) => {
    expect(nextStep(from, event, onboarded)).toEqual({ step: to, resetCalculation: reset });
  });
});
