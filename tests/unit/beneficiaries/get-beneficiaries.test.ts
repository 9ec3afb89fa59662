import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getBeneficiaries,
  BENEFICIARIES_LOAD_FAILED,
  beneficiariesErrorMessages,
} from '@/features/beneficiaries/api/get-beneficiaries.ts';
import { ApiError } from '@/lib/api-error.ts';
import { fakeApi, fail, ok, type FakeAnswer } from '../transactions/support/fake-api.ts';

const LIST = 'GET /api/remitter/beneficiaries';
const rudo = { beneficiary_id: '70001', fname: 'Rudo', mname: '', lname: 'Ncube', mobile: '+263770000101' };
const farai = { beneficiary_id: '70002', fname: 'Farai', mname: '', lname: 'Dube', mobile: '+263770000102' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /remitter/beneficiaries', () => {
  it.each<[string, unknown, string[]]>([
    ['a list', [rudo, farai], ['70001', '70002']],
    ['one item alone', rudo, ['70001']],
    ['nothing', undefined, []],
    ['null', null, []],
    ['rows without an id dropped', [rudo, { fname: 'No id' }, { ...farai, beneficiary_id: ' ' }], ['70001']],
    ['a numeric id as text', [{ ...rudo, beneficiary_id: 70003 }], ['70003']],
  ])('reads %s under result.beneficiaries.beneficiary', async (_name, beneficiary, ids) => {
    fakeApi({ [LIST]: () => ok({ beneficiaries: { beneficiary } }) });
    expect((await getBeneficiaries()).map((row) => row.beneficiary_id)).toEqual(ids);
  });

  it('reads an answer without a beneficiaries object as none', async () => {
    fakeApi({ [LIST]: () => ok({}) });
    expect(await getBeneficiaries()).toEqual([]);
  });
});

describe('the load error text (spec §8)', () => {
  async function failureOf(answer: FakeAnswer): Promise<unknown> {
    fakeApi({ [LIST]: () => answer });
    return getBeneficiaries().catch((error: unknown) => error);
  }

  it.each<[string, FakeAnswer, string[]]>([
    ['the server message', fail('Remitter not found.'), ['Remitter not found.']],
    [
      'the server error items',
      { status: 422, body: { status: 'FAIL', result: { errors: [{ error: 'One' }, { error: 'Two' }] } } },
      ['One', 'Two'],
    ],
    [
      'no message: the fallback',
      { status: 500, body: { status: 'FAIL', result: {} } },
      [BENEFICIARIES_LOAD_FAILED],
    ],
    ['no body: the fallback', { status: 502, body: null }, [BENEFICIARIES_LOAD_FAILED]],
  ])('%s', async (_name, answer, messages) => {
    expect(beneficiariesErrorMessages(await failureOf(answer))).toEqual(messages);
  });

  it('no answer at all: the fallback', () => {
    expect(beneficiariesErrorMessages(new ApiError('network'))).toEqual([
      'Error loading beneficiaries. Please try again.',
    ]);
  });
});
