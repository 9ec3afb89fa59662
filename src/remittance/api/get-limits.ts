import type { LimitsResult } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** GET /remitter/limits: the caps by country, tier and period, and what was sent per period. */
export async function getLimits(): Promise<LimitsResult> {
  const answer = await api.call('portal', 'GET /remitter/limits');
  return answer.result;
}
