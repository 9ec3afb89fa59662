import type { Problems } from './responses.ts';

/**
 * A required field that names a record: "The {label} field is required." when empty, "The
 * selected {label} is invalid." when `find` knows no such record. Returns the record found.
 */
export function requiredRecord<T>(
  problems: Problems,
  field: string,
  label: string,
  value: string,
  find: (value: string) => T | undefined,
): T | undefined {
  problems.check(value !== '', field, `The ${label} field is required.`);
  const found = value ? find(value) : undefined;
  problems.check(!value || found !== undefined, field, `The selected ${label} is invalid.`);
  return found;
}

/** An id the body may give for the sender: when given, it must be the signed-in account's. */
export function checkOwnId(
  problems: Problems,
  field: string,
  label: string,
  value: string,
  remitterId: string | null,
): void {
  problems.check(!value || value === remitterId, field, `The ${label} does not match the signed-in account.`);
}
