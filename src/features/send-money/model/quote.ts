import type { ChargesResult } from '@/api/contract.ts';
import { round2 } from '@/remittance/amount/numbers.ts';

/**
 * A quote: the charges answer and the receiving amount it was asked for (rounded to a multiple of
 * 10, in the form's destination currency). The charges answer does not promise a receiving
 * amount, so the transaction sends the one quoted here.
 */
export interface Quote {
  charges: ChargesResult;
  /** The amount_to_receive of the charges request; null when the request had none. */
  receive: number | null;
}

/** Spec §9: total to pay = source_amount + total_charges + tax, all three the server's figures. */
export function totalToPay(charges: Pick<ChargesResult, 'source_amount' | 'total_charges' | 'tax'>): number {
  return round2(Number(charges.source_amount) + Number(charges.total_charges) + Number(charges.tax ?? 0));
}
