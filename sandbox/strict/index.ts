/** Every call's strict shape, by service and call key (see shape.ts). */
import type { Service } from '../../src/api/contract/envelope.ts';
import { IDENTITY_STRICT_SHAPES } from './identity.ts';
import { PAYOUT_STRICT_SHAPES } from './payout.ts';
import { PORTAL_STRICT_SHAPES } from './portal.ts';
import type { Shape } from './shape.ts';

export { missingFields, pruneToShape, reportsFailure, type Shape } from './shape.ts';

export const STRICT_SHAPES: Record<Service, Readonly<Record<string, Shape>>> = {
  portal: PORTAL_STRICT_SHAPES,
  identity: IDENTITY_STRICT_SHAPES,
  payout: PAYOUT_STRICT_SHAPES,
};

/** The strict shape of a call (`'POST /remitter/auth/login'`), if the contract has the call. */
export function strictShapeOf(service: Service, key: string): Shape | undefined {
  return STRICT_SHAPES[service][key];
}
