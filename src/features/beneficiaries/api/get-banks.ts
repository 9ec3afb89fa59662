import type { BankItem, BankListResponse } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';
import { bankCodeOf } from '../model/cross-border-form.ts';

/** The list in the answer, whose shape the spec does not show: `data.data`, `data`, or the answer. */
function listOf(answer: BankListResponse | undefined): BankItem[] {
  if (Array.isArray(answer)) return answer;
  const data = answer?.data;
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.data) ? data.data : [];
}

/** GET /terrapay/options/banks/{countryCode}: the country's banks (those with a code). */
export async function getBanks(countryCode: string): Promise<BankItem[]> {
  const answer = await api.call('payout', 'GET /terrapay/options/banks/:countryCode', {
    params: { countryCode },
  });
  return listOf(answer).filter((item) => bankCodeOf(item) !== '');
}
