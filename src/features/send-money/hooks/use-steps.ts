import { useCallback } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { reachableStep } from '@/remittance/wizard/step-machine.ts';
import { ZIMBABWE_STEPS, nextStep, stepsFor, type StepEvent, type StepId } from '../model/steps.ts';
import { quoteAtom, stepAtom } from '../state.ts';

/** The flow's steps for the user, the current one, and `move` (next, back, a jump back). */
export function useSteps(onboarded: boolean): {
  steps: StepId[];
  step: StepId;
  move: (event: StepEvent) => void;
} {
  const [stored, setStep] = useAtom(stepAtom);
  const setQuote = useSetAtom(quoteAtom);
  const steps = stepsFor(onboarded);
  const step = reachableStep(ZIMBABWE_STEPS, stored, onboarded);
  const move = useCallback(
    (event: StepEvent) => {
      const moved = nextStep(step, event, onboarded);
      if (moved.resetCalculation) setQuote(null);
      setStep(moved.step);
    },
    [step, onboarded, setQuote, setStep],
  );
  return { steps, step, move };
}
