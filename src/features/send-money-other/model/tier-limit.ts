import type { LimitsResult, UiOptions, User } from '@/api/contract.ts';
import { breachedPeriod, capsFor, inCapCurrency, limitMessage } from '@/remittance/amount/limits.ts';
import { isOnboarded } from '@/lib/session/onboarded.ts';

export interface TierLimitInput {
  user: Pick<User, 'country' | 'kyc_status' | 'onboarded' | 'remitter_id'>;
  options: Pick<UiOptions, 'limits' | 'rates'> | undefined;
  limits: LimitsResult | undefined;
  /** The quoted source amount (the charges answer's source_amount). */
  sourceAmount: number;
}

/**
 * The Zimbabwe flow's limit check on the quoted source amount: what was already sent plus this
 * must stay within the tier's cap in every period; else the spec's limit message (Continue is
 * blocked while it shows). Null when within the caps or when the caps are not known.
 */
export function tierLimitProblem({ user, options, limits, sourceAmount }: TierLimitInput): string | null {
  const caps = capsFor(options?.limits ?? limits?.limits, user.country, user.kyc_status);
  if (!caps) return null;
  const amount = inCapCurrency(user.country, sourceAmount, options?.rates.GBP_TO_USD ?? 1);
  return breachedPeriod(caps, limits?.amountsSent, amount) ? limitMessage(isOnboarded(user)) : null;
}
