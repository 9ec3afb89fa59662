import { round2 } from './money.ts';

/**
 * The fee table. ZAR senders pay a fixed R50 whatever the amount; GBP senders pay by tier of the
 * amount sent. No tax is charged in either country. The referral promo code makes one transfer
 * free of charges.
 */
export const ZAR_FIXED_FEE = 50;

/** GBP tiers: the first tier whose `upTo` is at least the amount applies. */
export const GBP_FEE_TIERS: readonly { upTo: number; fee: number }[] = [
  { upTo: 100, fee: 3.99 },
  { upTo: 500, fee: 5.99 },
  { upTo: Number.POSITIVE_INFINITY, fee: 9.99 },
];

/** The referral offer: one free transaction. */
export const FREE_TRANSFER_PROMO = 'FREEREMIT';

export interface Fees {
  total_charges: number;
  tax: number;
}

export function isFreeTransferPromo(code: string): boolean {
  return code.trim().toUpperCase() === FREE_TRANSFER_PROMO;
}

/** True when the code is one the portal knows (empty means none given). */
export function isKnownPromo(code: string): boolean {
  return code.trim() === '' || isFreeTransferPromo(code);
}

/** Charges and tax for sending `sourceAmount` of `sourceCurrency`; undefined for a currency with no table. */
export function feesFor(sourceCurrency: string, sourceAmount: number, promoCode = ''): Fees | undefined {
  let fee: number | undefined;
  if (sourceCurrency === 'ZAR') fee = ZAR_FIXED_FEE;
  else if (sourceCurrency === 'GBP') fee = GBP_FEE_TIERS.find((tier) => sourceAmount <= tier.upTo)?.fee;
  if (fee === undefined) return undefined;
  return { total_charges: isFreeTransferPromo(promoCode) ? 0 : round2(fee), tax: 0 };
}
