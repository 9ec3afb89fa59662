import type { ChargesResult } from '@/api/contract.ts';
import { round2 } from './numbers.ts';

/** Spec §9: total to pay = source_amount + total_charges + tax, all three the server's figures. */
export function totalToPay(charges: Pick<ChargesResult, 'source_amount' | 'total_charges' | 'tax'>): number {
  return round2(Number(charges.source_amount) + Number(charges.total_charges) + Number(charges.tax ?? 0));
}
