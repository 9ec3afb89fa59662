import type { CreatedAmounts } from '@/api/contract.ts';
import { createdDifferences } from '@/features/payments';
import type { AmountsState } from './amount-form.ts';
import { totalToPay } from './rate.ts';

/** The created transaction's figures against the quote of Amount & Delivery (payments' rule). */
export function quoteDifferences(amounts: AmountsState, created: Partial<CreatedAmounts>): string[] {
  return createdDifferences(
    {
      total: totalToPay(amounts.charges),
      receive: amounts.amount_to_receive,
      sourceCurrency: amounts.source_currency,
      destinationCurrency: amounts.destination_currency,
    },
    created,
  );
}
