import { lazy } from 'react';

/**
 * The cross-border add form with its verification and schema, loaded when it is first shown (on
 * /add-beneficiary once a corridor is chosen; in the other-countries flow when the sender asks to
 * add one). The caller gives it a Suspense fallback.
 */
export const LazyCrossBorderBeneficiaryForm = lazy(() =>
  import('./cross-border-beneficiary-form.tsx').then((module) => ({
    default: module.CrossBorderBeneficiaryForm,
  })),
);
