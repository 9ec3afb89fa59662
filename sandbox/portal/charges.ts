import type { On } from '../lib/typed-routes.ts';
import type { ChargesRequest, PortalCalls } from '../../src/api/contract.ts';
import { jsonBody } from '../lib/body.ts';
import { fieldErrors, Problems } from '../lib/responses.ts';
import {
  accountRefusal,
  checkSendRules,
  chooseAmount,
  flowFor,
  priceQuote,
  readDestination,
  readSendOptions,
  ruleFailureResponse,
} from '../lib/send-rules.ts';
import { reportedRate } from '../rules/quote.ts';
import { isBlank } from '../rules/money.ts';

/**
 * POST /remitter/transactions/charges: a quote. Two payload forms: the Zimbabwe flow (payout in
 * multiples of 10, per-currency minimum) and the other-country flow (trans_type 'Account' or a
 * destination other than Zimbabwe; per-currency maximum). amount_to_receive is the payout
 * amount; amount_to_send is the amount sent before charges in the Zimbabwe flow, and the payout
 * amount in the other-country flow (doc 1 §3's quirk, as in the Zimbabwe create). Limits and the
 * compliance hold apply to both.
 */
export function registerChargesRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/transactions/charges', async (c) => {
    const { deps, user } = c.var;
    const refusal = accountRefusal(c, user);
    if (refusal) return refusal;

    const body = await jsonBody<ChargesRequest>(c);
    const problems = new Problems();
    const options = readSendOptions(deps, user, body, problems);
    const destination = readDestination(user, body.destination_country, body.destination_currency, problems, {
      country: 'destination_country',
      currency: 'destination_currency',
    });
    const flow = destination && options ? flowFor(destination.corridor, options.transType) : null;
    if (flow === 'zimbabwe' && options) {
      const known = deps.uiOptions.transfer_types.some((t) => t.type === options.transType);
      problems.check(known, 'trans_type', 'The selected transfer type is invalid.');
    }
    // The other-country payload (doc 1 §3) has amount_to_send only, and it carries the amount to
    // receive (the rate formula of §9 divides it by what the sender pays).
    const crossBorderSend = flow !== 'zimbabwe' && isBlank(body.amount_to_receive);
    const choice = chooseAmount(
      flow ?? 'cross-border',
      crossBorderSend
        ? { value: body.amount_to_send, field: 'amount_to_send' }
        : { value: body.amount_to_receive, field: 'amount_to_receive' },
      crossBorderSend ? null : { value: body.amount_to_send, field: 'amount_to_send' },
      problems,
    );
    if (problems.any || !options || !destination || !flow || !choice) return fieldErrors(c, problems.items);

    const q = priceQuote(user, destination.currency, choice, flow, options.promoCode);
    const failure = checkSendRules(deps, user, flow, q, choice.field, options.promoCode);
    if (failure) return ruleFailureResponse(c, failure);

    return {
      status: 'SUCCESS',
      result: {
        source_amount: q.source_amount,
        source_currency: q.source_currency,
        destination_amount: q.destination_amount,
        destination_currency: q.destination_currency,
        total_charges: q.total_charges,
        tax: q.tax,
        rate: reportedRate(q),
      },
    };
  });
}
