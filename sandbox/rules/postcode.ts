/** UK postcode shape: outward code (A9, A99, A9A, AA9, AA99, AA9A) then inward code (9AA). */
const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;

/** The postcode in its standard form ('sw1a1aa' becomes 'SW1A 1AA'), or null when it is not one. */
export function normalisePostcode(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
