import type { ChargesResult } from '@/api/contract.ts';
import { SA_FIXED_CHARGE } from '@/remittance/model/fixed-charge.ts';
import { roundTo, toAmount } from '@/lib/money.ts';

type Charges = Pick<ChargesResult, 'source_amount' | 'total_charges' | 'tax'>;

/** Spec §9: Total to pay = source_amount + total_charges + tax (the server's figures). */
export function totalToPay(charges: Charges): number | null {
  const parts = [charges.source_amount, charges.total_charges, charges.tax ?? 0].map(toAmount);
  if (parts.some((part) => part === undefined)) return null;
  return roundTo(
    parts.reduce<number>((sum, part) => sum + (part ?? 0), 0),
    2,
  );
}

/**
 * Spec §9 on the other-country amount step: rate = amount / (source_amount + total_charges + tax
 * - 50), the fixed R50 built into it; null when it cannot be worked out.
 */
export function crossBorderRate(amount: number | string, charges: Charges): number | null {
  const receive = toAmount(amount);
  const total = totalToPay(charges);
  if (receive === undefined || total === null) return null;
  const base = total - SA_FIXED_CHARGE;
  return base > 0 ? receive / base : null;
}
