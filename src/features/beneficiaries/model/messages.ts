/** Spec doc 1 (Beneficiaries): the beneficiary list's empty text. */
export const NO_BENEFICIARIES = 'No Beneficiaries Found!';

/** Spec doc 1 (send flow's beneficiary step): no saved beneficiary in the destination country. */
export const noBeneficiariesFor = (country: string): string => `No beneficiaries found for ${country}`;

/** Spec doc 1 (send flow's beneficiary step): the empty list's second line. */
export const ADD_BENEFICIARY_TO_CONTINUE = 'Please add a beneficiary to continue with your transaction.';
