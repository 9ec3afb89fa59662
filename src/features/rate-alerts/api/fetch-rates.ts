import { API_KEY_HEADER, type PortalCalls } from '@/api/contract.ts';
import { env, type Env } from '@/config/env.ts';
import { parseJson, splitCallKey } from '@/lib/http-request.ts';
import { ratesOf, type Rates } from '../model/alert-rules.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const UI_OPTIONS_CALL = 'GET /remitter/ui' satisfies keyof PortalCalls;

/**
 * The UI options' rates for the service worker, which has no page, store or HTTP client: the
 * call the app's client makes (src/lib/http.ts), to the same base URL with the same API key
 * (config/env.ts), no token. Undefined when there is no readable answer (offline, an error, an
 * odd body): nothing fires, and the next check asks again.
 */
export async function fetchRates(
  fetch: Fetch,
  config: Pick<Env, 'baseUrls' | 'uiApiKey'> = env,
): Promise<Rates | undefined> {
  const [method, path] = splitCallKey(UI_OPTIONS_CALL);
  try {
    const response = await fetch(config.baseUrls.portal + path, {
      method,
      headers: { Accept: 'application/json', [API_KEY_HEADER]: config.uiApiKey },
    });
    return response.ok ? ratesOf(parseJson(await response.text())) : undefined;
  } catch {
    return undefined;
  }
}
