import type { UiOptions } from '../../src/api/contract.ts';

type Rates = UiOptions['rates'];

const EXAMPLE = 'such as { "GBP_TO_USD": 1.31 }';

/**
 * The body of POST /__sandbox/rate read against the rates the UI options have: some of their
 * names, each with a number above 0. The rates GET /remitter/ui answers from then on (the others
 * unchanged), or what is wrong with the body.
 */
export function changedRates(current: Rates, body: unknown): { rates: Rates } | { message: string } {
  const entries = typeof body === 'object' && body !== null ? Object.entries(body) : [];
  if (entries.length === 0) return { message: `Send the rates to change, ${EXAMPLE}.` };
  for (const [name, value] of entries) {
    if (!Object.hasOwn(current, name)) {
      return { message: `No rate ${name}: the rates are ${Object.keys(current).join(', ')}.` };
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      return { message: `${name} must be a number above 0, ${EXAMPLE}.` };
    }
  }
  return { rates: { ...current, ...(Object.fromEntries(entries) as Partial<Rates>) } };
}
