import type { User } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';
import { checkoutUnderway, type Store } from '@/features/payments';
import { nextStage, type StageEvent } from '../model/stages.ts';
import { nextStep, type StepEvent } from '../model/steps.ts';
import { checkoutAtom, stageStateAtom, stepAtom } from '../state.ts';

/** The store the payment run works on (the app's, or a test's). */
export type { Store };

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
