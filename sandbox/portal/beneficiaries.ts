import { randomUUID } from 'node:crypto';
import type { On } from '../lib/typed-routes.ts';
import type { PortalCalls } from '../../src/api/contract.ts';
import { digitsOf, jsonBody, text } from '../lib/body.ts';
import { failMessage, fieldErrors, Problems } from '../lib/responses.ts';
import {
  beneficiariesOf,
  beneficiaryOf,
  insertBeneficiary,
  toBeneficiary,
} from '../lib/beneficiaries-store.ts';
import { oneOrMany } from './transactions.ts';
import { readNewBeneficiary, type NewBeneficiaryBody } from './beneficiary-new.ts';
import { applyBeneficiaryUpdate, type UpdateBody } from './beneficiary-update.ts';

/**
 * Beneficiaries: add (the Zimbabwe form and the cross-border spellings), update (mobile, country
 * and telephone fixed; names and bank details by at most 2 edits), list (one, a list or absent)
 * and one by id. Only the user's own.
 */
export function registerBeneficiaryRoutes(on: On<PortalCalls>): void {
  on('POST /remitter/beneficiaries/new', async (c) => {
    const { deps, user } = c.var;
    const body = await jsonBody<NewBeneficiaryBody>(c);
    const problems = new Problems();
    const data = readNewBeneficiary(body, user, problems);
    if (data) {
      const digits = digitsOf(data.mobile);
      const duplicate = beneficiariesOf(deps.db, user.id).some(
        (b) => b.country_code === data.country_code && digitsOf(b.mobile) === digits,
      );
      problems.check(
        !duplicate,
        'mobile',
        'A beneficiary with this mobile number is already saved for this country.',
      );
    }
    if (problems.any || !data) return fieldErrors(c, problems.items);

    const saved = insertBeneficiary(deps.db, user.id, data, deps.now());
    // The ids beside the status (the calls table) and again under result (another reading).
    const ids = {
      new_beneficiary_id: saved.beneficiary_id,
      beneficiary_id: saved.beneficiary_id,
      responseId: randomUUID(),
    };
    return { status: 'SUCCESS', ...ids, result: ids };
  });

  on('POST /remitter/beneficiaries/update', async (c) => {
    const { deps, user } = c.var;
    const body = await jsonBody<UpdateBody>(c);
    const id = text(body.beneficiary_id);
    if (!id)
      return fieldErrors(c, [{ field: 'beneficiary_id', error: 'The beneficiary id field is required.' }]);
    const stored = beneficiaryOf(deps.db, user.id, id);
    if (!stored) return failMessage(c, 'Beneficiary not found.', 404);
    const outcome = applyBeneficiaryUpdate(deps.db, stored, body);
    if ('errors' in outcome) return fieldErrors(c, outcome.errors);
    return {
      status: 'SUCCESS',
      result: { message: 'Beneficiary updated.', beneficiary: toBeneficiary(outcome.saved) },
    };
  });

  on('GET /remitter/beneficiaries', (c) => {
    const { deps, user } = c.var;
    const list = beneficiariesOf(deps.db, user.id).map(toBeneficiary);
    return { status: 'SUCCESS', result: { beneficiaries: { beneficiary: oneOrMany(list) } } };
  });

  on('GET /remitter/beneficiaries/:id', (c) => {
    const { deps, user } = c.var;
    const stored = beneficiaryOf(deps.db, user.id, c.req.param('id') ?? '');
    if (!stored) return failMessage(c, 'Beneficiary not found.', 404);
    return { status: 'SUCCESS', result: toBeneficiary(stored) };
  });
}
