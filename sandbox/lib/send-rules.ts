import type { Context } from 'hono';
import type { Corridor, Country, PaymentMethodOption } from '../../src/api/contract.ts';
import type { SandboxDeps } from './context.ts';
import type { UserRow } from './users.ts';
import { failMessage, fieldErrors, type Problems } from './responses.ts';
import { text } from './body.ts';
import { requiredRecord } from './field-checks.ts';
import {
  DEFAULT_MAX_RECEIVING,
  EXCHANGE_RATES,
  MAX_RECEIVING,
  RECEIVING_CURRENCIES,
  corridorByName,
} from '../data/corridors.ts';
import { hasComplianceHold, transactionsOf } from './transactions-store.ts';
import { quote, type Quote, type QuoteAmount } from '../rules/quote.ts';
import { formatMoney, isBlank, isMultipleOfTen, parseAmount } from '../rules/money.ts';
import { isFreeTransferPromo, isKnownPromo } from '../rules/fees.ts';
import { userAmountsSent } from './sent-amounts.ts';
import {
  capCurrency,
  capsFor,
  inCapCurrency,
  limitBreach,
  PERIOD_WORDS,
  UNCOUNTED_STATUSES,
} from '../rules/limits.ts';
import { isKnownPurpose, paymentMethodFor } from '../rules/payment-methods.ts';

/**
 * The rules every quote obeys, shared by charges, transaction creation (both flows) and confirm:
 * the fields of the send forms, the payout rules of each flow, the compliance hold and the
 * sending limits.
 */
export type SendFlow = 'zimbabwe' | 'cross-border';

export const ZIMBABWE = 'ZW';

export function sourceCurrencyOf(country: Country): 'GBP' | 'ZAR' {
  return country === 'UK' ? 'GBP' : 'ZAR';
}

export const HOLD_MESSAGE =
  'A previous transaction is under compliance review. New transfers are possible once it has been cleared.';

/** Blocked and expired accounts may look at their data but not send money. */
export function accountRefusal(c: Context, user: UserRow): Response | null {
  if (user.remitone_status === 'valid') return null;
  return failMessage(c, `This account is ${user.remitone_status}; sending money is not available.`, 403);
}

export interface SendOptions {
  paymentMethod: PaymentMethodOption;
  purpose: string;
  transType: string;
  promoCode: string;
}

/** Payment method, purpose, transfer type, promo code and the stated source currency. */
export function readSendOptions(
  deps: SandboxDeps,
  user: UserRow,
  body: Record<string, unknown>,
  problems: Problems,
): SendOptions | null {
  const ui = deps.uiOptions;
  const method = requiredRecord(
    problems,
    'payment_method',
    'payment method',
    text(body.payment_method),
    (id) => paymentMethodFor(ui, user.country, id),
  );
  const purpose = text(body.purpose);
  problems.check(purpose !== '', 'purpose', 'The purpose field is required.');
  problems.check(
    !purpose || isKnownPurpose(ui, user.country, purpose),
    'purpose',
    'The selected purpose is invalid.',
  );
  const transType = text(body.trans_type);
  problems.check(transType !== '', 'trans_type', 'The transfer type field is required.');
  const promoCode = text(body.promo_code);
  problems.check(isKnownPromo(promoCode), 'promo_code', 'The promo code is not valid.');
  const stated = text(body.source_currency).toUpperCase();
  const source = sourceCurrencyOf(user.country);
  problems.check(!stated || stated === source, 'source_currency', `The source currency must be ${source}.`);
  return method && purpose && transType ? { paymentMethod: method, purpose, transType, promoCode } : null;
}

/** The destination country (by name or code) and the payout currency, offered from the source. */
export function readDestination(
  user: UserRow,
  countryValue: unknown,
  currencyValue: unknown,
  problems: Problems,
  fields: { country: string; currency: string },
): { corridor: Corridor; currency: string } | null {
  const countryText = text(countryValue);
  const corridor = countryText ? corridorByName(countryText) : undefined;
  problems.check(countryText !== '', fields.country, 'The destination country field is required.');
  problems.check(
    !countryText || corridor !== undefined,
    fields.country,
    'The selected destination country is invalid.',
  );
  if (corridor && !corridor.terapay_wallet && !corridor.terrapay_bank) {
    problems.check(false, fields.country, `No payout options are available for ${corridor.name}.`);
    return null;
  }
  const currency = text(currencyValue).toUpperCase();
  problems.check(currency !== '', fields.currency, 'The destination currency field is required.');
  if (!corridor || !currency) return null;
  const offered = (RECEIVING_CURRENCIES[corridor.code] ?? []).some((item) => item.currency === currency);
  const source = sourceCurrencyOf(user.country);
  const priced = EXCHANGE_RATES[source]?.[currency] !== undefined;
  problems.check(
    offered && priced,
    fields.currency,
    `Payouts in ${currency} from ${source} are not available for ${corridor.name}.`,
  );
  return offered && priced ? { corridor, currency } : null;
}

/** An amount field: absent is allowed (null), otherwise a number above 0. */
export function readAmount(value: unknown, field: string, problems: Problems): number | null {
  if (isBlank(value)) return null;
  const amount = parseAmount(value);
  problems.check(amount !== null && amount > 0, field, 'The amount must be a number greater than 0.');
  return amount !== null && amount > 0 ? amount : null;
}

export interface AmountChoice {
  amount: QuoteAmount;
  /** The request field the amount came from, for error items. */
  field: string;
}

/**
 * A receiving amount when given, else a sending amount. In the Zimbabwe flow a receiving amount
 * must be a multiple of 10.
 */
export function chooseAmount(
  flow: SendFlow,
  receive: { value: unknown; field: string } | null,
  send: { value: unknown; field: string } | null,
  problems: Problems,
): AmountChoice | null {
  const toReceive = receive ? readAmount(receive.value, receive.field, problems) : null;
  const toSend = send ? readAmount(send.value, send.field, problems) : null;
  if (receive && toReceive !== null) {
    if (flow === 'zimbabwe' && !isMultipleOfTen(toReceive)) {
      problems.check(false, receive.field, 'The amount to receive must be a multiple of 10.');
      return null;
    }
    return { amount: { kind: 'destination', value: toReceive }, field: receive.field };
  }
  if (send && toSend !== null) return { amount: { kind: 'source', value: toSend }, field: send.field };
  const fieldsGiven = [receive, send].filter((f) => f && !isBlank(f.value));
  if (fieldsGiven.length === 0) {
    problems.check(
      false,
      send?.field ?? receive?.field ?? 'amount',
      'Enter an amount to send or an amount to receive.',
    );
  }
  return null;
}

export function flowFor(corridor: Corridor, transType: string): SendFlow {
  return corridor.code === ZIMBABWE && transType !== 'Account' ? 'zimbabwe' : 'cross-border';
}

export function priceQuote(
  user: UserRow,
  currency: string,
  choice: AmountChoice,
  flow: SendFlow,
  promoCode: string,
): Quote {
  const q = quote(EXCHANGE_RATES, sourceCurrencyOf(user.country), currency, choice.amount, {
    roundPayoutToTen: flow === 'zimbabwe',
    promoCode,
  });
  // readDestination only lets through pairs with a rate, and both sources have a fee table.
  if (!q) throw new Error(`no quote for ${sourceCurrencyOf(user.country)} -> ${currency}`);
  return q;
}

export type RuleFailure = { kind: 'hold'; message: string } | { kind: 'field'; field: string; error: string };

/**
 * The business rules of a quote, in order: compliance hold, the flow's payout rule (Zimbabwe:
 * the per-currency minimum; cross-border: the per-currency maximum), the one-time promo code,
 * then the sending limits for every period.
 */
export function checkSendRules(
  deps: SandboxDeps,
  user: UserRow,
  flow: SendFlow,
  q: Quote,
  amountField: string,
  promoCode: string,
): RuleFailure | null {
  // Only a transaction flagged by compliance holds the user. A transaction that is merely
  // AGENT_OK after payment does not: otherwise uk.sender, who has a transaction in every status,
  // could never send again.
  if (hasComplianceHold(deps.db, user.id)) return { kind: 'hold', message: HOLD_MESSAGE };

  const currency = q.destination_currency;
  if (flow === 'zimbabwe') {
    const minimum = deps.uiOptions.minimum_receiving_amounts[currency];
    if (minimum !== undefined && q.destination_amount < minimum) {
      return {
        kind: 'field',
        field: amountField,
        error: `The minimum amount that can be received is ${formatMoney(minimum, currency)}.`,
      };
    }
  } else {
    const maximum = MAX_RECEIVING[currency] ?? DEFAULT_MAX_RECEIVING;
    if (q.destination_amount > maximum) {
      return {
        kind: 'field',
        field: amountField,
        error: `The most that can be received in one transfer is ${formatMoney(maximum, currency)}.`,
      };
    }
  }

  const history = transactionsOf(deps.db, user.id).filter((t) => !UNCOUNTED_STATUSES.includes(t.status));
  if (isFreeTransferPromo(promoCode) && history.some((t) => isFreeTransferPromo(t.data.promo_code))) {
    return { kind: 'field', field: 'promo_code', error: 'The promo code has already been used.' };
  }

  const caps = capsFor(deps.uiOptions.limits, user.country, user.kyc_status);
  if (caps) {
    const sent = userAmountsSent(deps, user);
    const amount = inCapCurrency(user.country, q.source_amount, deps.uiOptions.rates.GBP_TO_USD);
    const breach = limitBreach(caps, sent, amount);
    if (breach) {
      const unit = capCurrency(user.country);
      return {
        kind: 'field',
        field: amountField,
        error: `This amount is above your ${PERIOD_WORDS[breach.period]} sending limit of ${formatMoney(breach.cap, unit)} (${formatMoney(breach.remaining, unit)} left).`,
      };
    }
  }
  return null;
}

/** A rule failure as the portal answers it: 422 with a message (hold) or a field error. */
export function ruleFailureResponse(c: Context, failure: RuleFailure): Response {
  return failure.kind === 'hold'
    ? failMessage(c, failure.message, 422)
    : fieldErrors(c, [{ field: failure.field, error: failure.error }], 422);
}
