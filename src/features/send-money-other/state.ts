import { atomWithStorage } from 'jotai/utils';
import type { Beneficiary, ChargesResult } from '@/api/contract.ts';
import { resetAtLogout, sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { senderSessionStorage } from '@/lib/session/sender-storage.ts';
import type { AmountFormValues, AmountsState } from './model/amount-form.ts';
import { INITIAL_CHECKOUT, checkoutSource, type CheckoutState } from '@/features/payments';
import type { WizardStep } from './model/wizard.ts';

/**
 * The flow's state, kept in this tab's session storage (personal: removed at logout) so a reload
 * loses nothing typed and never makes a transaction twice.
 */
export const FLOW_KEYS = {
  country: 'send-money-other.country',
  amountForm: 'send-money-other.amount-form',
  amounts: 'send-money-other.amounts',
  step: 'send-money-other.step',
  beneficiary: 'send-money-other.beneficiary',
  checkout: 'send-money-other.checkout',
} as const;

function stored<T>(key: string, initial: T) {
  return resetAtLogout(atomWithStorage<T>(key, initial, senderSessionStorage<T>(), { getOnInit: true }));
}

/** The country (code) the stored flow is for: choosing another starts a new flow. */
export const flowCountryAtom = stored<string | null>(FLOW_KEYS.country, null);
/** What was typed on Amount & Delivery. */
export const amountFormAtom = stored<AmountFormValues | null>(FLOW_KEYS.amountForm, null);
/** The charges for the values on screen; memory only (Get Charges asks again after a reload). */
export const chargesAtom = sessionAtom<ChargesResult | null>(null);
/** The amounts state handed from Amount & Delivery to the next steps (doc 1 §3). */
export const amountsAtom = stored<AmountsState | null>(FLOW_KEYS.amounts, null);
/** The wizard's step. */
export const stepAtom = stored<WizardStep>(FLOW_KEYS.step, 'amount');
/** The beneficiary chosen or added on Beneficiary Details. */
export const beneficiaryAtom = stored<Beneficiary | null>(FLOW_KEYS.beneficiary, null);
/** The Confirmation's checkout (created transaction, reference, what began). */
export const checkoutAtom = stored<CheckoutState>(FLOW_KEYS.checkout, INITIAL_CHECKOUT);

/**
 * The checkout as the page holds it: its state, and its runner once loaded (hooks/payment-run.ts,
 * with the Confirmation step, or at once for a call a reload cut off).
 */
export const crossBorderCheckoutSource = checkoutSource({ atom: checkoutAtom });
