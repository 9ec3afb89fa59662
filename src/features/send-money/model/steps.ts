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

/** forward: Continue (or Make Payment); back; confirm-error: the confirmation step reopens. */
export type StepEvent = 'forward' | 'back' | 'confirm-error';

export interface StepMove {
  step: StepId;
  /** Going back from Sender Details to Amount resets the calculation. */
  resetCalculation: boolean;
}

const stay = (step: StepId): StepMove => ({ step, resetCalculation: false });
const to = (step: StepId, resetCalculation = false): StepMove => ({ step, resetCalculation });

/** The step after an event (§4 'Step flow'); an event a step does not take leaves it where it is. */
export function nextStep(step: StepId, event: StepEvent, onboarded: boolean): StepMove {
  if (event === 'confirm-error') return step === 'status' ? to('confirmation') : stay(step);
  const forward = event === 'forward';
  switch (step) {
    case 'amount':
      return forward ? to(onboarded ? 'beneficiary' : 'sender') : stay(step);
    case 'sender':
      return forward ? to('beneficiary') : to('amount', true);
    case 'beneficiary':
      return forward ? to('confirmation') : to(onboarded ? 'amount' : 'sender');
    case 'confirmation':
      return forward ? to('status') : to('beneficiary');
    case 'status':
      return stay(step);
  }
}
