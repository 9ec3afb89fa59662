import type { CreatedAmounts } from '@/api/contract.ts';
import { formatMoney, roundTo, toAmount } from '@/lib/money.ts';

/** What the screen showed before the transaction was created: the quote. */
export interface Quoted {
  /** The quote's total to pay; null when it has none. */
  total: number | null;
  /** The amount to receive asked for; null when none was. */
  receive: number | null;
  sourceCurrency: string;
  destinationCurrency: string;
}

/**
 * When the created transaction's own figures differ from the quote (the rate moved, a fee
 * changed), the sender is told plainly, before paying: what they pay and what is received are
 * always the created transaction's. Empty when they agree. Both send flows show these.
 */
export function createdDifferences(quoted: Quoted, created: Partial<CreatedAmounts>): string[] {
  const notes: string[] = [];
  const pay = toAmount(created.remitter_pay_amount);
  const source = created.source_currency || quoted.sourceCurrency;
  if (quoted.total !== null && pay !== undefined && roundTo(pay, 2) !== roundTo(quoted.total, 2)) {
    notes.push(
      `You pay ${formatMoney(pay, source)}, not the ${formatMoney(quoted.total, source)} of your quote: the total of your transaction changed when it was created.`,
    );
  }
  const received = toAmount(created.destination_amount);
  const destination = created.destination_currency || quoted.destinationCurrency;
  if (
    quoted.receive !== null &&
    received !== undefined &&
    roundTo(received, 2) !== roundTo(quoted.receive, 2)
  ) {
    notes.push(
      `Your beneficiary receives ${formatMoney(received, destination)}, not the ${formatMoney(quoted.receive, destination)} you asked for: the amount changed when your transaction was created.`,
    );
  }
  return notes;
}
