/** Spec doc 1 (Beneficiaries): the beneficiary list's empty text. */
export const NO_BENEFICIARIES = 'No Beneficiaries Found!';

/** Spec doc 1 (send flow's beneficiary step): no saved beneficiary in the destination country. */
export const noBeneficiariesFor = (country: string): string => `No beneficiaries found for ${country}`;

/** Spec doc 1 (send flow's beneficiary step): the empty list's second line. */
export const ADD_BENEFICIARY_TO_CONTINUE = 'Please add a beneficiary to continue with your transaction.';

/**
 * A sender not yet registered with the provider (no remitter id) can neither send to other
 * countries nor add a beneficiary there (its verification and creation need the remitter id): the
 * other-countries send flow and /add-beneficiary say what to do first.
 */
export const NOT_REGISTERED =
  'To send to other countries, your sender details must be registered first. Send money to Zimbabwe once (Sender Details registers you), then come back.';
