/**
 * The texts of the other-countries flow (doc 1 'Send Money (other countries)', doc 2 §5 and §8),
 * each once. Texts both send flows show are in src/remittance or the payments feature.
 */

/** The wizard's steps (doc 1 §4 'Cross-border wizard'). */
export const STEP_AMOUNT = 'Amount & Delivery';
export const STEP_BENEFICIARY = 'Beneficiary Details';
export const STEP_CONFIRMATION = 'Confirmation';

// Amount & Delivery (doc 2 §5 'Other-country flow')
export const SELECT_DELIVERY = 'Please select a delivery option';
export const noDeliveryOptions = (country: string) => `No delivery options are available for ${country}`;
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const amountAboveLimit = (currency: string, limit: string) =>
  `Amount exceeds the limit of ${currency} ${limit}`;
export const SELECT_CURRENCY = 'Please select a currency';
export const SELECT_PAYMENT_METHOD = 'Please select a payment method';
export const SELECT_PURPOSE = 'Please select a purpose';
export const NO_CURRENCIES = 'No currencies available';
export const CURRENCIES_FAILED = 'Failed to fetch currencies';
/** Spec §8: the partner state's charges fallback. */
export const CHARGES_FETCH_FAILED = 'Failed to fetch transaction charges';

// Beneficiary Details (the cross-border add form's texts are the beneficiaries feature's)
export const addCountryBeneficiary = (country: string) => `Add ${country} Beneficiary`;

// Confirmation (doc 1 §4 'Confirmation stages')
export const GETTING_CHARGES = 'Getting charges...';
export const CHARGES_RECEIVED = 'Charges received successfully!';
export const PROCESSING_TRANSACTION = 'Processing Transaction...';
export const INITIATING_PAYMENT = 'Initiating Payment...';
export const TOKEN_NOT_FOUND = 'Authentication token not found';

/** Another country was chosen while a payment of this flow was under way: it finishes first. */
export const PAYMENT_UNDERWAY = 'Your payment is being processed. Please wait...';

/** A sender not yet registered (no remitter id): written once, with /add-beneficiary's other countries. */
export { NOT_REGISTERED } from '@/features/beneficiaries';
