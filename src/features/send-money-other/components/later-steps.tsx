import { laterSteps } from '@/remittance/wizard/later-steps.ts';

/**
 * Beneficiary Details and Confirmation (the searchable list, the add form, the declaration),
 * preloaded once the charges are on screen.
 */
const later = laterSteps({
  BeneficiaryStep: () => import('./beneficiary-step.tsx').then((module) => module.BeneficiaryStep),
  ConfirmationStep: () => import('./confirmation-step.tsx').then((module) => module.ConfirmationStep),
});

export const { BeneficiaryStep, ConfirmationStep } = later.steps;
export const preloadLaterSteps = later.preload;
