/** An existing remitter found by the search: whom to migrate, and the phone the code goes to. */
export interface FoundRemitter {
  remitter_id: string;
  mobile: string;
}

/**
 * The Account Migration dialogs (doc 1 §4 'Migration'): closed; offer (the 'Account Migration'
 * modal); otp (the code modal; `verified` once the code was accepted, so a failed onboarding is
 * retried without re-verifying); onboarded and leaving (the user is being logged out).
 */
export type MigrationState =
  | { kind: 'closed' }
  | { kind: 'offer'; remitter: FoundRemitter }
  | { kind: 'otp'; remitter: FoundRemitter; verified: boolean }
  | { kind: 'onboarded'; remitter: FoundRemitter }
  | { kind: 'leaving' };

/**
 * found: the search matched; decline: 'No, log me out'; otp-sent: a code went out (Yes or Re-send);
 * dismiss: the named dialog was closed (Escape, its close button), so a late close of the other
 * dialog changes nothing.
 */
export type MigrationEvent =
  | { type: 'found'; remitter: FoundRemitter }
  | { type: 'decline' }
  | { type: 'otp-sent' }
  | { type: 'verified' }
  | { type: 'onboarded' }
  | { type: 'dismiss'; dialog: 'offer' | 'otp' };

export const MIGRATION_CLOSED: MigrationState = { kind: 'closed' };

/** The next state; an event that does not apply leaves the state as it is. */
export function nextMigration(state: MigrationState, event: MigrationEvent): MigrationState {
  switch (state.kind) {
    case 'closed':
      return event.type === 'found' ? { kind: 'offer', remitter: event.remitter } : state;
    case 'offer':
      if (event.type === 'found') return { kind: 'offer', remitter: event.remitter };
      if (event.type === 'otp-sent') return { kind: 'otp', remitter: state.remitter, verified: false };
      if (event.type === 'decline') return { kind: 'leaving' };
      return event.type === 'dismiss' && event.dialog === 'offer' ? MIGRATION_CLOSED : state;
    case 'otp':
      // The search never reopens the offer while the code modal is open.
      if (event.type === 'verified') return { ...state, verified: true };
      if (event.type === 'onboarded' && state.verified)
        return { kind: 'onboarded', remitter: state.remitter };
      return event.type === 'dismiss' && event.dialog === 'otp' ? MIGRATION_CLOSED : state;
    case 'onboarded':
    case 'leaving':
      return state;
  }
}
