import type { PostcodeAddress } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** GET /postcode/:postcode (through the portal API): the UK addresses at a postcode, maybe none. */
export async function lookupPostcode(postcode: string, signal?: AbortSignal): Promise<PostcodeAddress[]> {
  const answer = await api.call('portal', 'GET /postcode/:postcode', {
    params: { postcode: postcode.trim() },
    signal,
  });
  return answer.result.addresses ?? [];
}
