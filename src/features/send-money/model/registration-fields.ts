import type { SenderDetails } from './flow-inputs.ts';

/**
 * The full registration's multipart fields (doc 2 §7): the Sender Details as confirmed, absent
 * values left out, and the purpose of remittance chosen on the amount step. The call also lists
 * `id2`/`id2_type` (proof of address): Sender Details has no such field (doc 1 §4), so none is sent;
 * the upgrade forms send them.
 */
export function registrationFields(details: SenderDetails, purpose: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  if (purpose.trim()) fields.purpose_of_remittance = purpose.trim();
  return fields;
}

/** A key of what was registered: equal keys mean the same details (field order aside). */
export function registrationKey(fields: Record<string, string>): string {
  return JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Whether remit-one must send register/full first: always when the flow has Sender Details that
 * are not the last ones registered (corrected after a failure, or typed in another visit), so
 * remit-one never runs on stale details; without details, only when nothing was ever registered
 * (no first name), which then cannot go on.
 */
export function needsRegistration(input: {
  hasFirstName: boolean;
  /** registrationKey of the flow's details, null when the flow has none. */
  details: string | null;
  /** registrationKey of the last details registered in this flow, if any. */
  lastRegistered: string | null;
}): boolean {
  if (input.details === null) return !input.hasFirstName;
  return input.details !== input.lastRegistered;
}
