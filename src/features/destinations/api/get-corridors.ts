import type { Corridor } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** GET /terrapay/options/corridors (the payout partner): `data.data` is the list of countries. */
export async function getCorridors(): Promise<Corridor[]> {
  const answer = await api.call('payout', 'GET /terrapay/options/corridors');
  const list: unknown = answer?.data?.data;
  return Array.isArray(list) ? (list as Corridor[]) : [];
}
