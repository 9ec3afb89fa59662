import type { Context } from 'hono';
import type { On } from '../lib/typed-routes.ts';
import type { SandboxEnv } from '../lib/context.ts';
import type {
  Corridor,
  CrossBorderTransactionRequest,
  NewTransactionRequest,
  NewTransactionResult,
  PortalCalls,
} from '../../src/api/contract.ts';
import { jsonBody, text } from '../lib/body.ts';
import { fieldErrors, Problems } from '../lib/responses.ts';
import { beneficiaryOf, type StoredBeneficiary } from '../lib/beneficiaries-store.ts';
import { openSession } from '../lib/sessions-store.ts';
import {
  accountRefusal,
  checkSendRules,
  chooseAmount,
  priceQuote,
  readDestination,
  readSendOptions,
  ruleFailureResponse,
  type AmountChoice,
  type SendFlow,
  type SendOptions,
} from '../lib/send-rules.ts';
import { checkOwnId, requiredRecord } from '../lib/field-checks.ts';

/**
 * POST /remitter/transactions/new (Zimbabwe) and /remitter/transactions/terrapay (cross-border):
 * check the remitter, beneficiary, options and amount, quote again with the charges rules, and
 * open a transaction session for confirm. Nothing is sent until the session is confirmed.
 */
export function registerTransactionCreateRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/transactions/new', async (c) => {
    const body = await jsonBody<NewTransactionRequest>(c);
    const problems = new Problems();
    const options = readSendOptions(c.var.deps, c.var.user, body, problems);
    if (options) {
      const known = c.var.deps.uiOptions.transfer_types.some((t) => t.type === options.transType);
      problems.check(known, 'trans_type', 'The selected transfer type is invalid.');
    }
    const destination = readDestination(c.var.user, 'Zimbabwe', body.dest_currency, problems, {
      country: 'country',
      currency: 'dest_currency',
    });
    // In the Zimbabwe flow amount_to_send carries the receiving amount when amount_type is DESTINATION.
    const byDestination = text(body.amount_type).toUpperCase() === 'DESTINATION';
    const amount = { value: body.amount_to_send, field: 'amount_to_send' };
    const choice = chooseAmount(
      'zimbabwe',
      byDestination ? amount : null,
      byDestination ? null : amount,
      problems,
    );
    return createSession(c, body, problems, {
      flow: 'zimbabwe',
      options,
      corridor: destination?.corridor,
      currency: destination?.currency,
      choice,
    });
  });

  on('POST /remitter/transactions/terrapay', async (c) => {
    const body = await jsonBody<CrossBorderTransactionRequest>(c);
    const problems = new Problems();
    const options = readSendOptions(c.var.deps, c.var.user, body, problems);
    const destination = readDestination(c.var.user, body.beneficiary_country, body.dest_currency, problems, {
      country: 'beneficiary_country',
      currency: 'dest_currency',
    });
    // Cross-border: amount_to_send carries the amount to receive (doc 1 §3, as in the Zimbabwe create).
    const choice = chooseAmount(
      'cross-border',
      { value: body.amount_to_send, field: 'amount_to_send' },
      null,
      problems,
    );
    return createSession(c, body, problems, {
      flow: 'cross-border',
      options,
      corridor: destination?.corridor,
      currency: destination?.currency,
      choice,
    });
  });
}

interface Parsed {
  flow: SendFlow;
  options: SendOptions | null;
  corridor: Corridor | undefined;
  currency: string | undefined;
  choice: AmountChoice | null;
}

function readRemitterAndBeneficiary(
  c: Context<SandboxEnv>,
  body: { remitter_id?: unknown; beneficiary_id?: unknown },
  corridor: Corridor | undefined,
  problems: Problems,
): StoredBeneficiary | undefined {
  const { deps, user } = c.var;
  problems.check(
    user.remitter_id !== null,
    'remitter_id',
    'The sender is not registered with the provider yet.',
  );
  checkOwnId(problems, 'remitter_id', 'remitter id', text(body.remitter_id), user.remitter_id);
  const beneficiary = requiredRecord(
    problems,
    'beneficiary_id',
    'beneficiary',
    text(body.beneficiary_id),
    (id) => beneficiaryOf(deps.db, user.id, id),
  );
  if (beneficiary && corridor) {
    problems.check(
      beneficiary.country_code === corridor.code,
      'beneficiary_id',
      `The selected beneficiary is not in ${corridor.name}.`,
    );
  }
  return beneficiary;
}

function createSession(
  c: Context<SandboxEnv>,
  body: { remitter_id?: unknown; beneficiary_id?: unknown },
  problems: Problems,
  parsed: Parsed,
): Response | { status: 'SUCCESS'; result: NewTransactionResult } {
  const { deps, user } = c.var;
  const refusal = accountRefusal(c, user);
  if (refusal) return refusal;
  const beneficiary = readRemitterAndBeneficiary(c, body, parsed.corridor, problems);
  const { flow, options, corridor, currency, choice } = parsed;
  if (problems.any || !options || !corridor || !currency || !choice || !beneficiary) {
    return fieldErrors(c, problems.items);
  }

  const priced = priceQuote(user, currency, choice, flow, options.promoCode);
  // Contract variance: the server rounds the total it creates to whole units (not the quote's penny).
  const q = deps.variance.createdToWholeUnits
    ? { ...priced, remitt_pay: Math.round(priced.remitt_pay) }
    : priced;
  const failure = checkSendRules(deps, user, flow, q, choice.field, options.promoCode);
  if (failure) return ruleFailureResponse(c, failure);

  const session = openSession(
    deps.db,
    user.id,
    {
      flow,
      quote: q,
      beneficiary_id: beneficiary.beneficiary_id,
      payment_method: options.paymentMethod.id,
      purpose: options.purpose,
      trans_type: options.transType,
      promo_code: options.promoCode,
      destination_country: corridor.name,
      destination_code: corridor.code,
    },
    deps.now(),
  );
  return {
    status: 'SUCCESS',
    result: {
      trans_session_id: session.id,
      source_currency: q.source_currency,
      remitter_pay_amount: q.remitt_pay,
      destination_currency: q.destination_currency,
      destination_amount: q.destination_amount,
      source_transfer_amount: q.source_amount,
    },
  };
}
