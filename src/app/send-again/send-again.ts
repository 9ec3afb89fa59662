import type { Beneficiary, Transaction } from '@/api/contract.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { beneficiariesCacheKey, getBeneficiaries, readCachedBeneficiaries } from '@/features/beneficiaries';
import { ZIMBABWE, loadCorridors, selectedDestinationAtom } from '@/features/destinations';
import { checkoutUnderway } from '@/features/payments';
import { zimbabweFlow, zimbabwePaymentUnderway } from '@/features/send-money';
import { crossBorderCheckoutAtom, crossBorderFlow } from '@/features/send-money-other';
import { cachedTransactionsOf } from '@/features/transactions';
import { loadUiOptions, uiOptionsAtom } from '@/features/ui-options';
import { routes } from '@/config/paths.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import type { appStore } from '@/lib/store.ts';
import type { SendAgainOutcome } from '@/components/send-again-context.tsx';
import { OPTIONS_UNAVAILABLE, PAYMENT_UNDERWAY } from './model/messages.ts';
import { planSendAgain, type SendAgainPlan, type SendAgainSource } from './model/prefill.ts';

type Store = typeof appStore;

/**
 * The saved beneficiaries as they are now: the server's list, else this device's copy; undefined
 * when neither can be read (the plan then says the beneficiary could not be checked).
 */
async function savedBeneficiaries(store: Store): Promise<Beneficiary[] | undefined> {
  try {
    return await getBeneficiaries();
  } catch {
    const key = beneficiariesCacheKey(store.get(sessionUserAtom));
    if (!key) return undefined;
    const cached = await readCachedBeneficiaries(key).catch(() => undefined);
    return cached && cached.lastUpdated !== null ? cached.rows : undefined;
  }
}

/**
 * A payment of either flow is being made in this tab, or the Zimbabwe flow's last one ended
 * unclear (its page says what to do): that state may not be replaced.
 */
function paymentUnderway(store: Store): boolean {
  return zimbabwePaymentUnderway(store) || checkoutUnderway(store.get(crossBorderCheckoutAtom));
}

/** Fills the plan's flow in and names its page; the plan's notes wait there, shown once. */
function applyPlan(store: Store, plan: SendAgainPlan): string {
  const path =
    plan.flow === 'zimbabwe'
      ? routes.sendMoney.pattern
      : plan.flow === 'other'
        ? routes.sendMoneyOther.pattern
        : routes.countrySelection.pattern;
  if (plan.flow === 'zimbabwe') {
    if (plan.choosesZimbabwe) store.set(selectedDestinationAtom, ZIMBABWE);
    zimbabweFlow.prefill(store, { form: plan.form, beneficiary: plan.beneficiary });
  } else if (plan.flow === 'other') {
    store.set(selectedDestinationAtom, plan.destination);
    crossBorderFlow.prefill(store, {
      country: plan.destination.code,
      form: plan.form,
      beneficiary: plan.beneficiary,
    });
  }
  setFlashNotice(path, plan.notes.join(' '));
  return path;
}

/**
 * 'Send again' (issue 13) pressed on a transaction or a saved beneficiary: gathers what the plan
 * needs (the UI options, the saved beneficiaries as they are now, the sender's countries, this
 * device's transactions), fills the right flow in and says which page to open. Refused while a
 * payment is under way, or when the sending options cannot be read.
 */
export async function sendAgain(store: Store, source: SendAgainSource): Promise<SendAgainOutcome> {
  if (paymentUnderway(store)) return { refused: PAYMENT_UNDERWAY };
  const user = store.get(sessionUserAtom);
  const options = store.get(uiOptionsAtom) ?? (await loadUiOptions(store));
  if (!user || !options) return { refused: OPTIONS_UNAVAILABLE };
  const [saved, corridors, transactions] = await Promise.all([
    source.kind === 'transaction' ? savedBeneficiaries(store) : undefined,
    loadCorridors(store),
    source.kind === 'beneficiary' ? cachedTransactionsOf(user) : ([] as Transaction[]),
  ]);
  // The wait may have let a payment begin in another part of the app.
  if (paymentUnderway(store)) return { refused: PAYMENT_UNDERWAY };
  const plan = planSendAgain({ source, country: user.country, options, saved, corridors, transactions });
  return { path: applyPlan(store, plan) };
}
