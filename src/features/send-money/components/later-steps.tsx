import { laterSteps } from '@/remittance/wizard/later-steps.ts';

/**
 * The steps after Amount to Send (they bring the searchable beneficiary list, the Sender Details
 * form and the migration dialogs), preloaded once a quote is on screen.
 */
const later = laterSteps({
  SenderStep: () => import('./sender-step.tsx').then((module) => module.SenderStep),
  BeneficiaryStep: () => import('./beneficiary-step.tsx').then((module) => module.BeneficiaryStep),
  ConfirmationStep: () => import('./confirmation-step.tsx').then((module) => module.ConfirmationStep),
});

export const { SenderStep, BeneficiaryStep, ConfirmationStep } = later.steps;
export const preloadLaterSteps = later.preload;
