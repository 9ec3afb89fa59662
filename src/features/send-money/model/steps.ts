import {
  defineSteps,
  nextStep as nextWizardStep,
  type StepEvent as WizardEvent,
} from '@/remittance/wizard/step-machine.ts';

/** The steps of the Zimbabwe send flow (doc 1 'Send Money (Zimbabwe)', §4 'Step flow'). */
export type StepId = 'amount' | 'sender' | 'beneficiary' | 'confirmation' | 'status';

export const STEP_LABELS: Record<StepId, string> = {
  amount: 'Amount to Send',
  sender: 'Sender Details',
  beneficiary: 'Beneficiary Details',
  confirmation: 'Confirmation',
  status: 'Transaction Status',
};

/** Onboarded users have 4 steps; others 5, with Sender Details second. */
export function stepsFor(onboarded: boolean): StepId[] {
  return onboarded
    ? ['amount', 'beneficiary', 'confirmation', 'status']
    : ['amount', 'sender', 'beneficiary', 'confirmation', 'status'];
}

/** Continue (or Make Payment), Back, or a jump back (the shared step machine's events). */
export type StepEvent = WizardEvent<StepId>;

export const NEXT: StepEvent = { type: 'next' };
export const BACK: StepEvent = { type: 'back' };
/** A failed confirm reopens Confirmation (from Transaction Status only). */
export const CONFIRM_ERROR: StepEvent = { type: 'goto', step: 'confirmation' };

/** The flow's steps for the user; Transaction Status is not left by Back. */
export const ZIMBABWE_STEPS = defineSteps<StepId, boolean>({ order: stepsFor, noBack: ['status'] });

export interface StepMove {
  step: StepId;
  /** Going back from Sender Details to Amount resets the calculation. */
  resetCalculation: boolean;
}

/** The step after an event (§4 'Step flow'); an event a step does not take leaves it where it is. */
export function nextStep(step: StepId, event: StepEvent, onboarded: boolean): StepMove {
  const moved = nextWizardStep(ZIMBABWE_STEPS, step, event, onboarded);
  return { step: moved, resetCalculation: step === 'sender' && moved === 'amount' };
}
