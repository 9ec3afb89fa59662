/**
 * The cross-border wizard (doc 1 §4) as a pure transition function: Amount (initial), then
 * Beneficiary (needs the charges and Continue), then Confirmation (once a beneficiary is chosen
 * or added). Back from Beneficiary returns to Amount, from Confirmation to Beneficiary.
 */
import { STEP_AMOUNT, STEP_BENEFICIARY, STEP_CONFIRMATION } from './messages.ts';

export type WizardStep = 'amount' | 'beneficiary' | 'confirmation';

export const WIZARD_STEPS: readonly { id: WizardStep; label: string }[] = [
  { id: 'amount', label: STEP_AMOUNT },
  { id: 'beneficiary', label: STEP_BENEFICIARY },
  { id: 'confirmation', label: STEP_CONFIRMATION },
];

export type WizardEvent =
  { type: 'continue'; hasCharges: boolean; hasBeneficiary: boolean } | { type: 'back' } | { type: 'restart' };

/** The step after an event; the same step when the event does not apply. */
export function nextWizardStep(step: WizardStep, event: WizardEvent): WizardStep {
  switch (event.type) {
    case 'continue':
      if (step === 'amount') return event.hasCharges ? 'beneficiary' : step;
      if (step === 'beneficiary') return event.hasBeneficiary ? 'confirmation' : step;
      return step;
    case 'back':
      if (step === 'beneficiary') return 'amount';
      if (step === 'confirmation') return 'beneficiary';
      return step;
    case 'restart':
      return 'amount';
  }
}

/** The step to show: a later step needs what it builds on (after a reload, the charges are gone). */
export function reachableStep(
  step: WizardStep,
  have: { amounts: boolean; beneficiary: boolean },
): WizardStep {
  if (step !== 'amount' && !have.amounts) return 'amount';
  if (step === 'confirmation' && !have.beneficiary) return 'beneficiary';
  return step;
}
