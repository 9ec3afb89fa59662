import type { CreatedAmounts } from '@/api/contract.ts';
import { formatMoney, roundTo, toAmount } from '@/lib/money.ts';
import type { AmountsState } from './amount-form.ts';
import { totalToPay } from './rate.ts';

/**
 * When the created transaction's own figures differ from the quote (the rate moved, a fee
 * changed), the sender is told plainly, before paying: what they pay and what is received are
 * always the created transaction's. Empty when they agree.
 */
export function quoteDifferences(amounts: AmountsState, created: Partial<CreatedAmounts>): string[] {
  const notes: string[] = [];
  const quotedTotal = totalToPay(amounts.charges);
  const pay = toAmount(created.remitter_pay_amount);
  const source = created.source_currency || amounts.source_currency;
  if (quotedTotal !== null && pay !== undefined && roundTo(pay, 2) !== roundTo(quotedTotal, 2)) {
    notes.push(
      `You pay ${formatMoney(pay, source)}, not the ${formatMoney(quotedTotal, source)} of your quote: the total of your transaction changed when it was created.`,
    );
  }
  const received = toAmount(created.destination_amount);
  const destination = created.destination_currency || amounts.destination_currency;
  if (received !== undefined && roundTo(received, 2) !== roundTo(amounts.amount_to_receive, 2)) {
    notes.push(
      `Your beneficiary receives ${formatMoney(received, destination)}, not the ${formatMoney(amounts.amount_to_receive, destination)} you asked for: the amount changed when your transaction was created.`,
    );
  }
  return notes;
}
