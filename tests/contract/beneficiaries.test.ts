import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { beneficiaries } from './send-helpers.ts';

const NEW = 'POST /api/remitter/beneficiaries/new';
const UPDATE = 'POST /api/remitter/beneficiaries/update';

const BENEFICIARY_SHAPE = {
  beneficiary_id: expect.stringMatching(/^\d+$/),
  fname: expect.any(String),
  mname: expect.any(String),
  lname: expect.any(String),
  mobile: expect.stringMatching(/^\+\d+$/),
  country: expect.any(String),
  country_code: expect.stringMatching(/^[A-Z]{2}$/),
};

async function as(email: string) {
  const sandbox = freshSandbox();
  const token = await login(sandbox.call, email);
  return { ...sandbox, token };
}

const zimbabwe = (fields: Record<string, unknown> = {}) => ({
  first_name: 'Tariro',
  middle_name: '',
  last_name: 'Gumbo',
  mobile: '+263779990001',
  save_to_favourites: true,
  ...fields,
});

/** The cross-border spellings, as the other-country flow sends them. */
const crossBorder = (fields: Record<string, unknown> = {}) => ({
  linked_member_id: 'R200001',
  remitter_id: 'R200001',
  telephone: '+254711000001',
  mobile: '+254711000001',
  fname: 'Wanjiku',
  firstname: 'Wanjiku',
  mname: '',
  lname: 'Kamau',
  lastname: 'Kamau',
  id_issue_country: 'Kenya',
  country: 'Kenya',
  id_type: 'NATIONALID',
  sex: 'F',
  session_id: 'sess-27821000001',
  ...fields,
});

describe('GET /api/remitter/beneficiaries', () => {
  it('needs the bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('GET /api/remitter/beneficiaries')).status).toBe(401);
  });

  it('returns a list when there are several', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call('GET /api/remitter/beneficiaries', { token });
    expect(status).toBe(200);
    const list = body.result.beneficiaries.beneficiary;
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(3);
    for (const b of list) expect(b).toMatchObject(BENEFICIARY_SHAPE);
    expect(list.map((b: { country_code: string }) => b.country_code)).toEqual(['ZW', 'KE', 'NG']);
    expect(list[2]).toMatchObject({
      delivery_option: 'bank',
      account_number: '0000123456',
      bank_name: 'Sample Trust Bank',
      bank_code: '000014',
    });
    expect(list[1]).toMatchObject({ delivery_option: 'wallet' });
    expect(list[1]).not.toHaveProperty('account_number');
  });

  it('returns one object when there is one', async () => {
    const { call, token } = await as('locked@example.com');
    const { body } = await call('GET /api/remitter/beneficiaries', { token });
    expect(Array.isArray(body.result.beneficiaries.beneficiary)).toBe(false);
    expect(body.result.beneficiaries.beneficiary).toMatchObject({ ...BENEFICIARY_SHAPE, fname: 'Kudzai' });
  });

  it('leaves beneficiary out when there are none', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { body } = await call('GET /api/remitter/beneficiaries', { token });
    expect(body).toEqual({ status: 'SUCCESS', result: { beneficiaries: {} } });
  });
});

describe('GET /api/remitter/beneficiaries/:id', () => {
  it('returns the user own beneficiary', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [first] = await beneficiaries(call, token);
    expect(await call(`GET /api/remitter/beneficiaries/${first.beneficiary_id}`, { token })).toMatchObject({
      status: 200,
      body: { status: 'SUCCESS', result: { ...first } },
    });
  });

  it('answers 404 for someone else and for an unknown id', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [theirs] = await beneficiaries(call, await login(call, 'sa.sender@example.com'));
    for (const id of [theirs.beneficiary_id, '99999']) {
      expect(await call(`GET /api/remitter/beneficiaries/${id}`, { token })).toMatchObject({
        status: 404,
        body: { status: 'FAIL', result: { message: 'Beneficiary not found.' } },
      });
    }
  });
});

describe('POST /api/remitter/beneficiaries/new', () => {
  it('adds a Zimbabwe beneficiary from the Zimbabwe form', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { status, body } = await call(NEW, { token, body: zimbabwe({ middle_name: 'Rumbi' }) });
    expect(status).toBe(200);
    // The ids beside the status (the calls table read literally) and again under result.
    const ids = {
      new_beneficiary_id: expect.stringMatching(/^\d+$/),
      beneficiary_id: body.new_beneficiary_id,
      responseId: expect.any(String),
    };
    expect(body).toEqual({ status: 'SUCCESS', ...ids, result: { ...ids, responseId: body.responseId } });
    const saved = (await call(`GET /api/remitter/beneficiaries/${body.result.beneficiary_id}`, { token }))
      .body.result;
    expect(saved).toMatchObject({
      fname: 'Tariro',
      mname: 'Rumbi',
      lname: 'Gumbo',
      name: 'Tariro Rumbi Gumbo',
      mobile: '+263779990001',
      country: 'Zimbabwe',
      country_code: 'ZW',
      delivery_option: 'wallet',
    });
    const list = (await call('GET /api/remitter/beneficiaries', { token })).body.result.beneficiaries
      .beneficiary;
    expect(list).toMatchObject({ beneficiary_id: body.result.beneficiary_id }); // now exactly one
  });

  it('accepts the Zimbabwe number with spaces and without the plus', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { body } = await call(NEW, { token, body: zimbabwe({ mobile: '263 77 999 0002' }) });
    const saved = (await call(`GET /api/remitter/beneficiaries/${body.result.beneficiary_id}`, { token }))
      .body.result;
    expect(saved.mobile).toBe('+263779990002');
  });

  it('adds a Kenyan mobile-wallet beneficiary from the cross-border spellings', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(NEW, { token, body: crossBorder() });
    expect(status).toBe(200);
    const saved = (await call(`GET /api/remitter/beneficiaries/${body.result.beneficiary_id}`, { token }))
      .body.result;
    expect(saved).toMatchObject({
      fname: 'Wanjiku',
      lname: 'Kamau',
      country: 'Kenya',
      country_code: 'KE',
      delivery_option: 'wallet',
    });
  });

  it('adds a Nigerian bank beneficiary', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(NEW, {
      token,
      body: crossBorder({
        country: 'Nigeria',
        telephone: '+2348000000301',
        mobile: '+2348000000301',
        fname: 'Ngozi',
        firstname: 'Ngozi',
        lname: 'Eze',
        lastname: 'Eze',
        account_number: '0000654321',
        bank_name: 'Sample Trust Bank',
        bank_branch: '000014',
        email: 'ngozi@example.com',
      }),
    });
    expect(status).toBe(200);
    const saved = (await call(`GET /api/remitter/beneficiaries/${body.result.beneficiary_id}`, { token }))
      .body.result;
    expect(saved).toMatchObject({
      delivery_option: 'bank',
      account_number: '0000654321',
      bank_name: 'Sample Trust Bank',
      bank_code: '000014',
      bank_branch: '000014',
    });
  });

  it.each([
    ['a number outside Zimbabwe', zimbabwe({ mobile: '+447700900123' }), 'mobile'],
    ['a Zimbabwe number with a leading 0', zimbabwe({ mobile: '+2630779990001' }), 'mobile'],
    ['a Zimbabwe number of 8 digits', zimbabwe({ mobile: '+26377999000' }), 'mobile'],
    ['no mobile', zimbabwe({ mobile: '' }), 'mobile'],
    ['a first name with digits', zimbabwe({ first_name: 'Tar1ro' }), 'first_name'],
    ['a one-letter last name', zimbabwe({ last_name: 'G' }), 'last_name'],
    ['a one-letter middle name', zimbabwe({ middle_name: 'R' }), 'middle_name'],
    ['no first name', zimbabwe({ first_name: '' }), 'first_name'],
    ['an unknown country', zimbabwe({ country: 'Atlantis' }), 'country'],
  ])('refuses %s', async (_name, body, field) => {
    const { call, token } = await as('sa.lite@example.com');
    const res = await call(NEW, { token, body });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('FAIL');
    expect(res.body.result.errors).toContainEqual({ field, error: expect.any(String) });
    expect(await beneficiaries(call, token)).toEqual([]);
  });

  it.each([
    [
      'Nigeria without bank details',
      { country: 'Nigeria', telephone: '+2348000000301', mobile: '+2348000000301' },
      'account_number',
      'Nigeria pays out to bank accounts only: the account number is required.',
    ],
    [
      'bank details for Kenya (wallet only)',
      { account_number: '123', bank_name: 'Sample Bank', bank_branch: '01' },
      'account_number',
      'Bank payouts are not available for Kenya.',
    ],
    [
      'an account number with letters',
      {
        country: 'Nigeria',
        telephone: '+2348000000301',
        mobile: '+2348000000301',
        account_number: '12AB',
        bank_name: 'Sample Bank',
        bank_branch: '01',
      },
      'account_number',
      'The account number may only contain digits.',
    ],
    [
      'no bank code',
      {
        country: 'Nigeria',
        telephone: '+2348000000301',
        mobile: '+2348000000301',
        account_number: '1234',
        bank_name: 'Sample Bank',
      },
      'bank_branch',
      'The bank field is required.',
    ],
    [
      'a Zimbabwe beneficiary without an ID number',
      { country: 'Zimbabwe', telephone: '+263779990009', mobile: '+263779990009' },
      'id_number',
      'The ID number field is required for Zimbabwe beneficiaries.',
    ],
    ['a bad email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ['no sex', { sex: '' }, 'sex', 'The sex field is required.'],
    [
      'a Malawi beneficiary (no payouts)',
      { country: 'Malawi', telephone: '+265991000001', mobile: '+265991000001' },
      'country',
      'No payout options are available for Malawi.',
    ],
    [
      'another remitter',
      { linked_member_id: 'R100001' },
      'linked_member_id',
      'The remitter id does not match the signed-in account.',
    ],
  ])('cross-border: refuses %s', async (_name, change, field, error) => {
    const { call, token } = await as('sa.sender@example.com');
    const res = await call(NEW, { token, body: crossBorder(change) });
    expect(res.status).toBe(422);
    expect(res.body.result.errors).toContainEqual({ field, error });
  });

  it('refuses a mobile already saved for the same user and country, but not for another user', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [rudo] = await beneficiaries(call, token);
    const dup = await call(NEW, { token, body: zimbabwe({ mobile: rudo.mobile }) });
    expect(dup.status).toBe(422);
    expect(dup.body.result.errors).toEqual([
      { field: 'mobile', error: 'A beneficiary with this mobile number is already saved for this country.' },
    ]);
    const other = await login(call, 'sa.lite@example.com');
    expect((await call(NEW, { token: other, body: zimbabwe({ mobile: rudo.mobile }) })).status).toBe(200);
  });
});

describe('POST /api/remitter/beneficiaries/update', () => {
  const update = (b: any, fields: Record<string, unknown> = {}) => ({
    beneficiary_id: b.beneficiary_id,
    country: b.country,
    mobile: b.mobile,
    telephone: b.telephone,
    first_name: b.fname,
    middle_name: b.mname,
    last_name: b.lname,
    ...fields,
  });

  it('changes names by up to 2 edits each', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [rudo] = await beneficiaries(call, token); // Rudo Maria Ncube
    const { status, body } = await call(UPDATE, {
      token,
      body: update(rudo, { first_name: 'Ruth', middle_name: 'Marie', last_name: 'Ncub' }),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'SUCCESS',
      result: {
        message: expect.any(String),
        beneficiary: expect.objectContaining({
          beneficiary_id: rudo.beneficiary_id,
          fname: 'Ruth',
          mname: 'Marie',
          lname: 'Ncub',
          name: 'Ruth Marie Ncub',
        }),
      },
    });
    const saved = (await call(`GET /api/remitter/beneficiaries/${rudo.beneficiary_id}`, { token })).body
      .result;
    expect(saved).toMatchObject({ fname: 'Ruth', mname: 'Marie', lname: 'Ncub', mobile: rudo.mobile });
  });

  it('measures edits from the saved value, so repeated small edits can walk away from the original', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [rudo] = await beneficiaries(call, token);
    expect((await call(UPDATE, { token, body: update(rudo, { first_name: 'Ruth' }) })).status).toBe(200);
    const again = await call(UPDATE, {
      token,
      body: update({ ...rudo, fname: 'Ruth' }, { first_name: 'Rutho' }),
    });
    expect(again.status).toBe(200);
  });

  it('changes bank details by up to 2 edits, digits only for the account', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const chinedu = (await beneficiaries(call, token)).find((b) => b.country_code === 'NG');
    const ok = await call(UPDATE, {
      token,
      body: update(chinedu, {
        account_number: '0000123465',
        bank_name: 'Sample Trust Banks',
        bank_code: '000015',
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.beneficiary).toMatchObject({
      account_number: '0000123465',
      bank_name: 'Sample Trust Banks',
      bank_code: '000015',
    });
  });

  it.each([
    [
      'a first name 3 edits away',
      { first_name: 'Rutha' },
      'first_name',
      'The first name may differ from the saved one by at most 2 characters.',
    ],
    [
      'a middle name 3 edits away',
      { middle_name: 'Marisol' },
      'middle_name',
      'The middle name may differ from the saved one by at most 2 characters.',
    ],
    [
      'a last name 3 edits away',
      { last_name: 'Moyo' },
      'last_name',
      'The last name may differ from the saved one by at most 2 characters.',
    ],
    [
      'a name with digits',
      { first_name: 'Rud0' },
      'first_name',
      'The first name may only contain letters and spaces.',
    ],
    [
      'a one-letter last name',
      { last_name: 'N' },
      'last_name',
      'The last name must be at least 2 characters.',
    ],
    ['no last name', { last_name: '' }, 'last_name', 'The last name field is required.'],
    ['a new mobile', { mobile: '+263770000199' }, 'mobile', 'The mobile number cannot be changed.'],
    ['no mobile', { mobile: '' }, 'mobile', 'The mobile field is required.'],
    ['a new country', { country: 'Kenya' }, 'country', 'The country cannot be changed.'],
    [
      'a new telephone',
      { telephone: '+263770000199' },
      'telephone',
      'The telephone number cannot be changed.',
    ],
  ])('refuses %s', async (_name, change, field, error) => {
    const { call, token } = await as('uk.sender@example.com');
    const [rudo] = await beneficiaries(call, token);
    const res = await call(UPDATE, { token, body: update(rudo, change) });
    expect(res.status).toBe(422);
    expect(res.body.result.errors).toContainEqual({ field, error });
    expect(
      (await call(`GET /api/remitter/beneficiaries/${rudo.beneficiary_id}`, { token })).body.result,
    ).toEqual(rudo);
  });

  it.each([
    [
      'an account number with letters',
      { account_number: '00001234A6' },
      'account_number',
      'The account number may only contain digits.',
    ],
    [
      'an account number 3 edits away',
      { account_number: '0000123999' },
      'account_number',
      'The account number may differ from the saved one by at most 2 characters.',
    ],
    [
      'a bank name 3 edits away',
      { bank_name: 'Sample Bank' },
      'bank_name',
      'The bank name may differ from the saved one by at most 2 characters.',
    ],
    [
      'a bank code 3 edits away',
      { bank_code: '999014' },
      'bank_code',
      'The bank code may differ from the saved one by at most 2 characters.',
    ],
  ])('refuses %s', async (_name, change, field, error) => {
    const { call, token } = await as('sa.sender@example.com');
    const chinedu = (await beneficiaries(call, token)).find((b) => b.country_code === 'NG');
    const res = await call(UPDATE, { token, body: update(chinedu, change) });
    expect(res.status).toBe(422);
    expect(res.body.result.errors).toContainEqual({ field, error });
  });

  it('answers 404 for someone else beneficiary and an unknown one, 422 without an id', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [theirs] = await beneficiaries(call, await login(call, 'sa.sender@example.com'));
    expect(await call(UPDATE, { token, body: update(theirs) })).toMatchObject({
      status: 404,
      body: { status: 'FAIL', result: { message: 'Beneficiary not found.' } },
    });
    expect((await call(UPDATE, { token, body: update({ ...theirs, beneficiary_id: '99999' }) })).status).toBe(
      404,
    );
    const missing = await call(UPDATE, { token, body: update({ ...theirs, beneficiary_id: '' }) });
    expect(missing.status).toBe(422);
    expect(missing.body.result.errors).toEqual([
      { field: 'beneficiary_id', error: 'The beneficiary id field is required.' },
    ]);
  });
});
