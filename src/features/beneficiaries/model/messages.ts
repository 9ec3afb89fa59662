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

// The cross-border add form (doc 2 §5 'Cross-border add'; its name texts are the Zimbabwe form's,
// in beneficiary-form.ts)
export const MOBILE_REQUIRED = 'Mobile Number is required';
export const EMAIL_INVALID = 'Invalid email format';
export const GENDER_REQUIRED = 'Gender is required';
export const ID_NUMBER_REQUIRED = 'Beneficiary ID Number is required';
export const BANK_REQUIRED = 'Bank selection is required';
export const ACCOUNT_DIGITS = 'Account Number must contain only digits';
export const BANKS_FAILED = 'Failed to fetch banks';
export const MOBILE_VERIFICATION_FAILED = 'Mobile verification failed';
export const BANK_VERIFICATION_FAILED = 'Bank verification failed';
export const VERIFYING_MOBILE = 'Verifying Mobile...';
export const VERIFYING_BANK = 'Verifying Bank...';
export const CREATING_BENEFICIARY = 'Creating Beneficiary...';
export const ADD_BENEFICIARY = 'Add Beneficiary';
