import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { fieldErrors } from '../lib/responses.ts';
import { normalisePostcode } from '../rules/postcode.ts';
import { POSTCODE_ADDRESSES } from '../data/postcodes.ts';

/** GET /postcode/:postcode: UK address lookup; an unknown but well-formed postcode has no addresses. */
export function registerPostcodeRoutes(on: On<PortalCalls>): void {
  on('GET /postcode/:postcode', (c) => {
    const postcode = normalisePostcode(c.req.param('postcode') ?? '');
    if (!postcode)
      return fieldErrors(c, [{ field: 'postcode', error: 'The postcode is not a valid UK postcode.' }]);
    return { status: 'SUCCESS', result: { addresses: POSTCODE_ADDRESSES[postcode] ?? [] } };
  });
}
