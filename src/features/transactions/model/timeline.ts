import { statusLabel } from './status.ts';

/**
 * Where a transfer is: a timeline derived from its status alone (the API gives no status dates;
 * the creation date is the one date it has). Created, paid, compliance checking, ready for
 * collection, collected; or created, then cancelled or deleted.
 */
export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  id: 'created' | 'paid' | 'compliance' | 'ready' | 'collected' | 'stopped';
  label: string;
  state: StepState;
  /** The step's date, where the data has one (the creation date). */
  date?: string;
}

const LABELS = {
  created: 'Transfer created',
  paid: 'Paid',
  awaitingPayment: 'Awaiting payment',
  compliance: 'Compliance checking',
  ready: 'Ready for collection',
  collected: 'Collected',
} as const;

type Progress = readonly ['created', 'paid', 'compliance', 'ready', 'collected'];
const PROGRESS: Progress = ['created', 'paid', 'compliance', 'ready', 'collected'];

/** How far each status of the way to collection has come: the index of its current step. */
const CURRENT_STEP: Readonly<Record<string, number>> = {
  PENDING_CLEARANCE: 1,
  AGENT_OK: 2,
  SENT_FOR_PAY: 3,
  HQ_OK: 3,
  PROCESSED: 4,
};

/**
 * The timeline of a transfer in `status`, created on `created` (already formatted for display).
 * The current step is the one the transfer is at: paying while awaiting payment, collected (the
 * end) once collected. A status the app does not know ends the line after 'created', in its
 * own words.
 */
export function transferTimeline(status: string, created?: string): TimelineStep[] {
  const createdStep: TimelineStep = { id: 'created', label: LABELS.created, state: 'done', date: created };
  const current = CURRENT_STEP[status];
  if (current === undefined) {
    // Cancelled, Deleted, or a status the app does not know, in its own words.
    return [createdStep, { id: 'stopped', label: statusLabel(status) || 'Unknown status', state: 'current' }];
  }
  return PROGRESS.map((id, index) => {
    if (id === 'created') return createdStep;
    const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
    const label = id === 'paid' && state === 'current' ? LABELS.awaitingPayment : LABELS[id];
    return { id, label, state };
  });
}

/** The words a screen reader hears for a step's state (the marks are not the only cue). */
export function stepStateText(state: StepState): string {
  return state === 'done' ? 'done' : state === 'current' ? 'current step' : 'to come';
}
