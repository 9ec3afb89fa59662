import { describe, expect, it } from 'vitest';
import {
  getBeneficiaries,
  BENEFICIARIES_LOAD_FAILED,
  beneficiariesErrorMessages,
} from '@/features/beneficiaries/api/get-beneficiaries.ts';
import { ApiError } from '@/lib/api-error.ts';
import type { Fault } from '../../../sandbox/lib/faults.ts';
import { beneficiariesOf } from '../../../sandbox/lib/beneficiaries-store.ts';
import { userByEmail } from '../../../sandbox/lib/users.ts';
import { signIn } from '../../support/render-app.tsx';
import { UK_SENDER, answer, failure } from '../../support/sandbox-data.ts';
import { startSandbox, type TestSandbox } from '../../support/test-sandbox.ts';

const LIST = 'GET /api/remitter/beneficiaries';
const rudo = { beneficiary_id: '70001', fname: 'Rudo', mname: '', lname: 'Ncube', mobile: '+263770000101' };
const farai = { beneficiary_id: '70002', fname: 'Farai', mname: '', lname: 'Dube', mobile: '+263770000102' };

/** `email` signed in on a fresh sandbox with these faults in place. */
async function signedIn(email: string, faults: Fault[] = []): Promise<TestSandbox> {
  const sandbox = startSandbox({ faults });
  await signIn(sandbox, email);
  return sandbox;
}

/** The ids of the account's beneficiaries as the sandbox keeps them. */
function storedIds(sandbox: TestSandbox, email: string): string[] {
  const { db } = sandbox.sandbox.deps;
  return beneficiariesOf(db, userByEmail(db, email)!.id).map((stored) => stored.beneficiary_id);
}

describe('GET /remitter/beneficiaries', () => {
  // The portal's quirk (sandbox/portal/transactions.ts oneOrMany): one beneficiary alone, none absent.
  it.each([
    ['a list (uk.sender: two)', UK_SENDER, 2],
    ['one item alone (sa.hold: one)', 'sa.hold@example.com', 1],
    ['nothing (uk.new: none)', 'uk.new@example.com', 0],
  ])('reads %s under result.beneficiaries.beneficiary', async (_name, email, count) => {
    const sandbox = await signedIn(email);
    const ids = storedIds(sandbox, email);
    expect(ids).toHaveLength(count);
    expect((await getBeneficiaries()).map((row) => row.beneficiary_id)).toEqual(ids);
  });

  // Answers within the spec that the sandbox does not make.
  it.each<[string, unknown, string[]]>([
    ['null', null, []],
    ['rows without an id dropped', [rudo, { fname: 'No id' }, { ...farai, beneficiary_id: ' ' }], ['70001']],
    ['a numeric id as text', [{ ...rudo, beneficiary_id: 70003 }], ['70003']],
  ])('reads %s under result.beneficiaries.beneficiary', async (_name, beneficiary, ids) => {
    await signedIn(UK_SENDER, [answer(LIST, { beneficiaries: { beneficiary } })]);
    expect((await getBeneficiaries()).map((row) => row.beneficiary_id)).toEqual(ids);
  });

  it('reads an answer without a beneficiaries object as none', async () => {
    await signedIn(UK_SENDER, [answer(LIST, {})]);
    expect(await getBeneficiaries()).toEqual([]);
  });
});

describe('the load error text (spec §8)', () => {
  const [method = 'GET', path = '/'] = LIST.split(' ');

  async function failureOf(fault: Fault): Promise<unknown> {
    await signedIn(UK_SENDER, [fault]);
    return getBeneficiaries().catch((error: unknown) => error);
  }

  it.each<[string, Fault, string[]]>([
    ['the server message', failure(LIST, 'Remitter not found.'), ['Remitter not found.']],
    [
      'the server error items',
      {
        method,
        path,
        status: 422,
        body: { status: 'FAIL', result: { errors: [{ error: 'One' }, { error: 'Two' }] } },
      },
      ['One', 'Two'],
    ],
    [
      'no message: the fallback',
      { method, path, status: 500, body: { status: 'FAIL', result: {} } },
      [BENEFICIARIES_LOAD_FAILED],
    ],
    ['no body: the fallback', { method, path, status: 502 }, [BENEFICIARIES_LOAD_FAILED]],
  ])('%s', async (_name, fault, messages) => {
    expect(beneficiariesErrorMessages(await failureOf(fault))).toEqual(messages);
  });

  it('no answer at all: the fallback', () => {
    expect(beneficiariesErrorMessages(new ApiError('network'))).toEqual([
      'Error loading beneficiaries. Please try again.',
    ]);
  });
});
