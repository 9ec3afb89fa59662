import type { On } from '../lib/typed-routes.ts';
import { API_KEY_HEADER, type PortalCalls } from '../../src/api/contract.ts';
import { failMessage } from '../lib/responses.ts';

/** GET /remitter/ui: the public UI options, behind the static API-key header instead of a token. */
export function registerUiOptionsRoutes(on: On<PortalCalls>): void {
  on('GET /remitter/ui', (c) => {
    const { deps } = c.var;
    if (c.req.header(API_KEY_HEADER) !== deps.uiApiKey) {
      return failMessage(c, 'A valid API key is required.', 401);
    }
    return deps.uiOptions;
  });
}
