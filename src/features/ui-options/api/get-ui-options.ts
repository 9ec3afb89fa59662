import type { UiOptions } from '@/api/contract.ts';
import { api } from '@/lib/http.ts';

/** GET /remitter/ui: texts, links, limits and options the server provides (API key, no token). */
export function getUiOptions(signal?: AbortSignal): Promise<UiOptions> {
  return api.call('portal', 'GET /remitter/ui', { signal });
}
