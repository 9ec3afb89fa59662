/** Money arithmetic of the sandbox: amounts kept to 2 decimals, rates to 6. */

/** Rounds half away from zero to `decimals` places, without binary drift (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor + Number.EPSILON * factor)) / factor;
}

export const round2 = (value: number): number => roundTo(value, 2);
export const roundRate = (value: number): number => roundTo(value, 6);

/** The nearest multiple of 10 (halves go up): payouts are made in multiples of 10. */
export function roundToTen(value: number): number {
  return Math.round(value / 10) * 10;
}

export function isMultipleOfTen(value: number): boolean {
  return Number.isInteger(value) && value % 10 === 0;
}

/**
 * An amount as the portal accepts it: a number, or a string of digits with at most one decimal
 * point (thousands separators and spaces allowed). Null when empty or not an amount.
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s,]/g, '');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** True when the value was left empty (absent, null or blank). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** '1,234.50 USD'-style text for messages: 2 decimals, thousands separators. */
export function formatMoney(amount: number, currency: string): string {
  const text = amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${text}`;
}
