/** Beneficiary names: letters and spaces only, at least 2 characters. */
export const MIN_NAME_LENGTH = 2;

/** Why the name is refused (label e.g. 'first name'), or null when it is fine. */
export function nameProblem(value: string, label: string): string | null {
  if (!/^[\p{L} ]+$/u.test(value)) return `The ${label} may only contain letters and spaces.`;
  if (value.trim().length < MIN_NAME_LENGTH)
    return `The ${label} must be at least ${MIN_NAME_LENGTH} characters.`;
  return null;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}
