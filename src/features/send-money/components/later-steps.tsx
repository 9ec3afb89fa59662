import { lazy } from 'react';

/**
 * The steps after Amount to Send load when the flow reaches them (they bring the searchable
 * beneficiary list, the Sender Details form and the migration dialogs), so the send page's first
 * load carries the amount step only. `preloadLaterSteps` fetches them once a quote is on screen,
 * while the user reads it.
 */
const loadSender = () => import('./sender-step.tsx');
const loadBeneficiary = () => import('./beneficiary-step.tsx');
const loadConfirmation = () => import('./confirmation-step.tsx');

export const SenderStep = lazy(() => loadSender().then((module) => ({ default: module.SenderStep })));
export const BeneficiaryStep = lazy(() =>
  loadBeneficiary().then((module) => ({ default: module.BeneficiaryStep })),
);
export const ConfirmationStep = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.ConfirmationStep })),
);

/** Fetches the later steps ahead of need (a failure is retried when the step renders). */
export function preloadLaterSteps(): void {
  for (const load of [loadSender, loadBeneficiary, loadConfirmation]) void load().catch(() => undefined);
}
