import { lazy } from 'react';

/**
 * Beneficiary Details and Confirmation load when the flow reaches them (the searchable list, the
 * add form, the declaration), so the page's first load carries Amount & Delivery only;
 * `preloadLaterSteps` fetches them once the charges are on screen, while the sender reads them.
 */
const loadBeneficiary = () => import('./beneficiary-step.tsx');
const loadConfirmation = () => import('./confirmation-step.tsx');

export const BeneficiaryStep = lazy(() =>
  loadBeneficiary().then((module) => ({ default: module.BeneficiaryStep })),
);
export const ConfirmationStep = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.ConfirmationStep })),
);

/** Fetches the later steps ahead of need (a failure is retried when the step renders). */
export function preloadLaterSteps(): void {
  for (const load of [loadBeneficiary, loadConfirmation]) void load().catch(() => undefined);
}
