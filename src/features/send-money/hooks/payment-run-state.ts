import { RESET } from 'jotai/utils';
import type { User } from '@/api/contract.ts';
import { sessionUserAtom } from '@/features/auth';
import { isOnboarded } from '@/features/shell';
import { createStageRunner, type Store } from '@/features/payments';
import { sessionAtom } from '@/lib/session-atoms.ts';
import type { AmountFormValues } from '../model/amount-form.ts';
import type { BeneficiaryChoice } from '../model/flow-inputs.ts';
import { nextStage, type Stage, type StageEvent, type StageState } from '../model/stages.ts';
import { nextStep, type StepEvent } from '../model/steps.ts';
import { senderDraftAtom } from '../sender-draft.ts';
import {
  amountFormAtom,
  beneficiaryChoiceAtom,
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

/** The stored stage machine, run once per stage (shared with the other-countries flow). */
export const stageRunner = createStageRunner<Stage, StageState, StageEvent>({
  atom: stageStateAtom,
  next: nextStage,
  beginEvent: (stage) => ({ type: 'begin', stage }),
});

/** The stages whose call is running in this page. */
export function runningStages(store: Store): Set<Stage> {
  return stageRunner.running(store);
}

/**
 * Applies an event to the stored stage state (session storage) at once, so a second dispatch in
 * the same tick already sees it; `changed` is false when the event did not apply.
 */
export function dispatch(store: Store, event: StageEvent): { state: StageState; changed: boolean } {
  return stageRunner.dispatch(store, event);
}

/** Shows (or, with null, clears) the run's messages. */
export function showNotice(store: Store, notice: RunNotice | null): void {
  store.set(runNoticeAtom, notice);
}

/** Moves the step (forward: Transaction Status; confirm-error: back to Confirmation). */
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
 * beneficiary, step.
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
