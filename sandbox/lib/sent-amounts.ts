import type { LimitsByPeriod } from '../../src/api/contract.ts';
import type { SandboxDeps } from './context.ts';
import type { UserRow } from './users.ts';
import { transactionsOf } from './transactions-store.ts';
import { amountsSent, inCapCurrency } from '../rules/limits.ts';

/** What the user has sent per period, in the currency of the country's caps. */
export function userAmountsSent(deps: SandboxDeps, user: UserRow): LimitsByPeriod {
  const gbpToUsd = deps.uiOptions.rates.GBP_TO_USD;
  const items = transactionsOf(deps.db, user.id).map((t) => ({
    status: t.status,
    createdAt: t.createdAt,
    amount: inCapCurrency(user.country, t.data.source_amount, gbpToUsd),
  }));
  return amountsSent(items, deps.now());
}
