/**
 * Money as the app shows it (spec §9): amounts with 2 decimals and thousands separators, rates
 * with 4 decimals; symbols £ for GBP, R for the other source currency (ZAR), $ for USD. One
 * module for every screen (transactions, the send flows), so a figure reads the same everywhere.
 * Amounts shown are the server's figures: this formats, it never recomputes what the user pays.
 */

/** Decimals of an amount. */
export const AMOUNT_DECIMALS = 2;
/** Decimals of an exchange rate. */
export const RATE_DECIMALS = 4;

/** What is shown for a figure that is missing or not a number. */
export const NO_FIGURE = '—';

const SYMBOLS: Record<string, string> = { GBP: '£', ZAR: 'R', USD: '$' };

/** A number from the API, which sends numbers or numeric strings ('1,951.14'); undefined otherwise. */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[\s,]/g, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Rounds half away from zero to `decimals` places without binary drift (1.005 -> 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  return (Math.sign(value) * Math.round(scaled + scaled * Number.EPSILON)) / factor || 0;
}

/**
 * `value` with exactly `decimals` decimals and a comma between thousands, as en-GB writes it
 * ('-1,234.50'). Written out rather than with Intl.NumberFormat: making the first Intl formatter
 * loads the locale's data, which took over 100 ms of a slow phone's keystroke on /send-money (the
 * first amount typed shows the first figure). `value` is already rounded to `decimals`.
 */
function fixedWithGrouping(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** '1,234.50': 2 decimals and thousands separators; NO_FIGURE when not a number. */
export function formatAmount(value: unknown): string {
  const amount = toAmount(value);
  return amount === undefined
    ? NO_FIGURE
    : fixedWithGrouping(roundTo(amount, AMOUNT_DECIMALS), AMOUNT_DECIMALS);
}

/** The symbol of a currency: £ (GBP), R (ZAR), $ (USD); undefined for others. */
export function currencySymbol(currency: string | null | undefined): string | undefined {
  return SYMBOLS[(currency ?? '').trim().toUpperCase()];
}

/** Spec §9 for what the sender pays: £ for GBP, else R. */
export function sourceCurrencySymbol(currency: string | null | undefined): string {
  return (currency ?? '').trim().toUpperCase() === 'GBP' ? '£' : 'R';
}

/**
 * '£1,234.50', 'R950.00', '$100.00'; a currency without a symbol is written before the amount
 * ('KES 7,100.00'); a negative amount keeps its sign in front ('-£5.00').
 */
export function formatMoney(value: unknown, currency: string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === undefined) return NO_FIGURE;
  const digits = formatAmount(Math.abs(amount));
  const sign = roundTo(amount, AMOUNT_DECIMALS) < 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  const code = (currency ?? '').trim().toUpperCase();
  if (symbol) return `${sign}${symbol}${digits}`;
  return code ? `${sign}${code} ${digits}` : `${sign}${digits}`;
}

/** What the sender pays, in their currency: £ for GBP, R otherwise (spec §9). */
export function formatSourceMoney(value: unknown, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase() === 'GBP' ? 'GBP' : 'ZAR';
  return formatMoney(value, code);
}

/** '0.0526', '1.2500', '1,250.0000': a rate with 4 decimals; NO_FIGURE when not a number. */
export function formatRate(value: unknown): string {
  const rate = toAmount(value);
  return rate === undefined ? NO_FIGURE : fixedWithGrouping(roundTo(rate, RATE_DECIMALS), RATE_DECIMALS);
}
