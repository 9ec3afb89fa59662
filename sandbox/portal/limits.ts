import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { userAmountsSent } from '../lib/sent-amounts.ts';
import { capCurrency } from '../rules/limits.ts';

/**
 * GET /remitter/limits: the limits table of the UI options, what the user has sent today, this
 * month, quarter and year (calendar periods, UTC; ABORTED and DELETED transactions do not count),
 * and the cap currency (USD for UK, whose GBP amounts count at GBP_TO_USD; ZAR for SA).
 */
export function registerLimitsRoutes(on: On<PortalCalls>): void {
  on('GET /remitter/limits', (c) => {
    const { deps, user } = c.var;
    return {
      status: 'SUCCESS',
      result: {
        limits: deps.uiOptions.limits,
        amountsSent: userAmountsSent(deps, user),
        currency: capCurrency(user.country),
      },
    };
  });
}
