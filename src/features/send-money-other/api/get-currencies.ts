import type { ReceivingCurrency } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** GET /terrapay/options/currencies/{countryCode}: `data.data.receivingCurrencies`. */
export async function getCurrencies(countryCode: string): Promise<ReceivingCurrency[]> {
  const answer = await api.call('payout', 'GET /terrapay/options/currencies/:countryCode', {
    params: { countryCode },
  });
  const list: unknown = answer?.data?.data?.receivingCurrencies;
  return Array.isArray(list) ? (list as ReceivingCurrency[]) : [];
}

/** A currency's code: `currency`, else `code` or `iso` (doc 1 §3). */
export function currencyCode(item: ReceivingCurrency): string {
  return String(item.currency || item.code || item.iso || '')
    .trim()
    .toUpperCase();
}
