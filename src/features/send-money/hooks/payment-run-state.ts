import { RESET } from 'jotai/utils';
import type { User } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';
import { checkoutUnderway, type Store } from '@/features/payments';
import { sessionAtom } from '@/lib/session/reset-at-logout.ts';
import type { AmountFormValues } from '../model/amount-form.ts';
import type { BeneficiaryChoice } from '../model/flow-inputs.ts';
import { INITIAL_STAGE_STATE, nextStage, type StageEvent } from '../model/stages.ts';
import { nextStep, type StepEvent } from '../model/steps.ts';
import { senderDraftAtom } from '../sender-draft.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
  checkoutAtom,
  quoteAtom,
  registeredSenderAtom,
  senderDetailsAtom,
  stageStateAtom,
  stepAtom,
} from '../state.ts';

/** The store the payment run works on (the app's, or a test's). */
export type { Store };

/** Messages of the payment run on screen, and how long they stay (spec §9). */
export interface RunNotice {
  messages: string[];
  timeoutMs: number;
}

/** The payment run's latest messages; memory only, reset at logout. */
export const runNoticeAtom = sessionAtom<RunNotice | null>(null);

/**
 * Applies an event to the stored stage state (session storage) at once, so a second dispatch in
 * the same tick already sees it; false when the event did not apply.
 */
export function dispatch(store: Store, event: StageEvent): boolean {
  const before = store.get(stageStateAtom);
  const after = nextStage(before, event);
  if (after !== before) store.set(stageStateAtom, after);
  return after !== before;
}

/** Shows (or, with null, clears) the run's messages. */
export function showNotice(store: Store, notice: RunNotice | null): void {
  store.set(runNoticeAtom, notice);
}

/** Moves the step (next: Transaction Status; CONFIRM_ERROR: back to Confirmation). */
export function moveStep(store: Store, event: StepEvent): void {
  const onboarded = isOnboarded(store.get(sessionUserAtom));
  store.set(stepAtom, nextStep(store.get(stepAtom), event, onboarded).step);
}

/** Keeps the signed-in user up to date with the server's answer (not after a logout or switch). */
export function updateUser(store: Store, user: User): void {
  const current = store.get(sessionUserAtom);
  if (current && current.id === user.id) store.set(sessionUserAtom, user);
}

/**
 * All transaction state cleared (spec §4): amount form, quote, sender details (and their draft),
 * beneficiary, step, what remit-one and add-beneficiary made. The checkout stays: it knows what was
 * created or confirmed, so a later transfer never pays or repeats it by mistake.
 */
export function clearFlow(store: Store): void {
  store.set(amountFormAtom, RESET);
  store.set(quoteAtom, null);
  store.set(senderDetailsAtom, RESET);
  store.set(registeredSenderAtom, RESET);
  store.set(senderDraftAtom, RESET);
  store.set(beneficiaryChoiceAtom, RESET);
  store.set(stepAtom, 'amount');
  store.set(runNoticeAtom, null);
  if (store.get(stageStateAtom).stage === null) store.set(stageStateAtom, INITIAL_STAGE_STATE);
}

/**
 * A new transfer filled in ('Send again', issue 13): the flow cleared, then the amount form and
 * the beneficiary set. No quote: the amount step checks everything again and Calculate asks for a
 * fresh one. The caller makes sure no payment is under way.
 */
export function prefillFlow(store: Store, form: AmountFormValues, choice: BeneficiaryChoice | null): void {
  clearFlow(store);
  store.set(amountFormAtom, form);
  if (choice) store.set(beneficiaryChoiceAtom, choice);
}

/**
 * A payment of this flow is being made in this tab, or its last one stopped after a transaction
 * may exist (its page says what to do): the flow may not be replaced (e.g. by 'Send again').
 */
export function paymentUnderway(store: Store): boolean {
  const checkout = store.get(checkoutAtom);
  return (
    store.get(stageStateAtom).stage !== null ||
    checkoutUnderway(checkout) ||
    checkout.failed === 'confirm' ||
    checkout.failed === 'initiate'
  );
}
