/**
 * The cross-border wizard (doc 1 §4) as a pure transition function: Amount (initial), then
 * Beneficiary (needs the charges and Continue), then Confirmation (once a beneficiary is chosen
 * or added). Back from Beneficiary returns to Amount, from Confirmation to Beneficiary.
 */
import {
  defineSteps,
  nextStep,
  reachableStep as reachable,
  type StepEvent,
} from '@/remittance/wizard/step-machine.ts';
import { STEP_AMOUNT, STEP_BENEFICIARY, STEP_CONFIRMATION } from './messages.ts';

export type WizardStep = 'amount' | 'beneficiary' | 'confirmation';

export const WIZARD_STEPS: readonly { id: WizardStep; label: string }[] = [
  { id: 'amount', label: STEP_AMOUNT },
  { id: 'beneficiary', label: STEP_BENEFICIARY },
  { id: 'confirmation', label: STEP_CONFIRMATION },
];

/** What the later steps build on: the amounts (from the charges) and the beneficiary. */
export interface WizardInputs {
  amounts: boolean;
  beneficiary: boolean;
}

/** Continue, Back, or a jump back (the shared step machine's events). */
export type WizardEvent = StepEvent<WizardStep>;

/** Continue leaves Amount once the charges are in, Beneficiary once one is chosen or added. */
export const CROSS_BORDER_STEPS = defineSteps<WizardStep, WizardInputs>({
  order: () => WIZARD_STEPS.map((step) => step.id),
  ready: (step, have) => (step === 'amount' ? have.amounts : step !== 'beneficiary' || have.beneficiary),
});

/** The step after an event; the same step when the event does not apply. */
export function nextWizardStep(step: WizardStep, event: WizardEvent, have: WizardInputs): WizardStep {
  return nextStep(CROSS_BORDER_STEPS, step, event, have);
}

/** The step to show: a later step needs what it builds on (after a reload, the charges are gone). */
export function reachableStep(step: WizardStep, have: WizardInputs): WizardStep {
  return reachable(CROSS_BORDER_STEPS, step, have);
}
