import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { resetAtLogout, sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { senderSessionStorage } from '@/lib/session/sender-storage.ts';
import { EMPTY_AMOUNT_FORM, type AmountFormValues } from './model/amount-form.ts';
import type { Quote } from './model/quote.ts';
import { INITIAL_CHECKOUT, checkoutSource, type CheckoutState } from '@/features/payments';
import { INITIAL_STAGE_STATE, type StageState } from './model/stages.ts';
import type { StepId } from './model/steps.ts';
import type { BeneficiaryChoice, SenderDetails } from './model/flow-inputs.ts';

/** sessionStorage keys of the flow (personal: removed at logout, src/lib/personal-data.ts). */
export const AMOUNT_FORM_KEY = 'send-money.amount-form';
export const STAGE_KEY = 'send-money.stage';
export const CHECKOUT_KEY = 'send-money.checkout';
export const SENDER_DETAILS_KEY = 'send-money.sender-details';
export const BENEFICIARY_CHOICE_KEY = 'send-money.beneficiary';
export const REGISTERED_SENDER_KEY = 'send-money.registered-sender';

/** This tab's session storage, each value tagged with the sender it belongs to. */
const tabStorage = <T>() => senderSessionStorage<T>();

/**
 * What the user typed on the amount step, kept in this tab's session storage so it survives going
 * offline and a reload. Reset at logout.
 */
export const amountFormAtom = resetAtLogout(
  atomWithStorage<AmountFormValues>(AMOUNT_FORM_KEY, EMPTY_AMOUNT_FORM, tabStorage<AmountFormValues>(), {
    getOnInit: true,
  }),
);

/** The quote for the current amount form; memory only, so a quote is never reused after a reload. */
export const quoteAtom = sessionAtom<Quote | null>(null);

/** The calculated flag (doc 1 §4): set when charges are returned, cleared with them. */
export const calculatedAtom = atom((get) => get(quoteAtom) !== null);

/** The step on screen. */
export const stepAtom = sessionAtom<StepId>('amount');

/**
 * The flow's own stages (remit-one, add-beneficiary) and what they made. Kept in session storage,
 * so after a reload the flow still knows which calls began: nothing is registered or added twice.
 */
export const stageStateAtom = resetAtLogout(
  atomWithStorage<StageState>(STAGE_KEY, INITIAL_STAGE_STATE, tabStorage<StageState>(), { getOnInit: true }),
);

/**
 * The checkout (payments feature): its trans_session_id, reference and which calls began, in
 * session storage so nothing is created or confirmed twice, even across a reload.
 */
export const checkoutAtom = resetAtLogout(
  atomWithStorage<CheckoutState>(CHECKOUT_KEY, INITIAL_CHECKOUT, tabStorage<CheckoutState>(), {
    getOnInit: true,
  }),
);

/**
 * The checkout as the page holds it: its state, and its runner once loaded (hooks/payment-stages.ts,
 * with the Confirmation step, or at once for a stage of the flow's own a reload cut off).
 */
export const zimbabweCheckoutSource = checkoutSource({
  atom: checkoutAtom,
  flowToRecover: (store) => store.get(stageStateAtom).stage !== null,
});

/** Any change of an amount or option clears the quote (and with it the calculated flag). */
export const clearChargesAtom = atom(null, (_get, set) => set(quoteAtom, null));

/**
 * The key (registrationKey) of the Sender Details last sent with register/full in this flow, so a
 * correction after a failed remit-one is registered again. Kept in session storage; reset at logout.
 */
export const registeredSenderAtom = resetAtLogout(
  atomWithStorage<string | null>(REGISTERED_SENDER_KEY, null, tabStorage<string | null>(), {
    getOnInit: true,
  }),
);

/**
 * The Sender Details the user confirmed (users not yet onboarded); null until Continue. Kept in
 * session storage so a reload mid-flow loses nothing typed. Reset at logout.
 */
export const senderDetailsAtom = resetAtLogout(
  atomWithStorage<SenderDetails | null>(SENDER_DETAILS_KEY, null, tabStorage<SenderDetails | null>(), {
    getOnInit: true,
  }),
);

/** The beneficiary chosen on the beneficiary step; null until Continue. Reset at logout. */
export const beneficiaryChoiceAtom = resetAtLogout(
  atomWithStorage<BeneficiaryChoice | null>(
    BENEFICIARY_CHOICE_KEY,
    null,
    tabStorage<BeneficiaryChoice | null>(),
    { getOnInit: true },
  ),
);
