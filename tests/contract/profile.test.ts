import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { NOW, errorFields, formOf, png, textFile, verifyEmail, verifyMobile } from './account-helpers.ts';

const S = expect.any(String);

describe('GET /api/remitter/profile', () => {
  it('answers the remitone profile with the middleware part', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const res = await call('GET /api/remitter/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        remitter_id: 'R100001',
        firstname: 'Amelia',
        middlename: '',
        lastname: 'Carter',
        dob: '1988-03-14',
        nationality: 'GB',
        email: 'uk.sender@example.com',
        mobile: '447700900001',
        address1: '10 Example Road',
        address2: 'Flat 2',
        city: 'London',
        state: 'Greater London',
        postcode: 'SW1A 1AA',
        country: 'UK',
        id1_type: 'Passport',
        id1_details: 'P0000001',
        id1_issue_place: 'London',
        id1_issue_country: 'GB',
        id1_expiry: '2031-06-30',
        id2_type: S,
        id3_type: S,
        id4_type: S,
        id3_details: S,
        id3_issue_place: S,
        id3_issue_country: S,
        id3_issue_expiry: S,
        id_scan_2: S,
        default_transfer_purpose: 'family_support',
        kyc_status: 'limited',
        remitone_status: 'valid',
        middleware: { kyc_status: 'limited', gender: 'Female' },
      },
    });
  });

  it('answers blocked accounts too', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'locked@example.com');
    const res = await call('GET /api/remitter/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ remitone_status: 'blocked', firstname: 'Oliver' });
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    const res = await call('GET /api/remitter/profile', { token: 'not-a-token' });
    expect(res).toMatchObject({ status: 401, body: { status: 'FAIL', result: { message: S } } });
  });
});

const ukLimitedUpdate = {
  first_name: 'Amelia',
  middle_name: 'Jane',
  last_name: 'Carter Smith',
  nationality: 'GB',
  dob: '1988-03-14',
  gender: 'Female',
  mobile: '7700900111',
  email: 'amelia.new@example.com',
  post_code: 'M1 1AE',
  address_line_1: '3 Sample Street',
  address_line_2: 'Unit 4',
  city: 'Manchester',
  state_province: 'Greater Manchester',
  id1_type: 'Passport',
  id1_expiry: '2030-05-05',
};

/** The same update keeping her own number and address (a new one needs a confirmed code). */
const ukLimitedOwn = { ...ukLimitedUpdate, mobile: '7700900001', email: 'uk.sender@example.com' };

const saAddress = {
  post_code: '7925',
  address_line_1: '25 Sample Avenue',
  city: 'Cape Town',
  state_province: 'Western Cape',
};

const saLimitedId = {
  id1_type: 'Passport',
  id1_details: 'A0000001',
  id1_issue_place: 'Pretoria',
  id1_issue_country: 'ZA',
  id1_expiry: '2030-01-01',
};

const liteUpdate = {
  first_name: 'Lerato',
  last_name: 'Dlamini',
  nationality: 'ZA',
  dob: '1995-11-20',
  mobile: '821000002',
};

describe('POST /api/remitter/profile/update', () => {
  it('saves the details, the files and the mobile with the dial code', async () => {
    const { call, deps } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.sender@example.com');
    await verifyMobile(call, '+447700900111');
    await verifyEmail(call, 'amelia.new@example.com');
    const res = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf(ukLimitedUpdate, { id2: png('bill.pdf') }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'SUCCESS', result: { message: S } });
    const profile = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(profile).toMatchObject({
      middlename: 'Jane',
      lastname: 'Carter Smith',
      mobile: '447700900111',
      email: 'amelia.new@example.com',
      address1: '3 Sample Street',
      city: 'Manchester',
      postcode: 'M1 1AE',
      id1_expiry: '2030-05-05',
    });
    expect(deps.db.prepare('SELECT field, filename FROM files').all()).toEqual([
      { field: 'id2', filename: 'bill.pdf' },
    ]);
  });

  it('accepts a lite user without an address, SA numbers up to 11 digits', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.lite@example.com');
    await verifyMobile(call, '+2782100000299');
    const res = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ ...liteUpdate, mobile: '82100000299' }),
    });
    expect(res.status).toBe(200);
    expect((await call('GET /api/remitter/profile', { token })).body.result.mobile).toBe('2782100000299');
  });

  it('answers 422 for missing or malformed personal details', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.lite@example.com');
    const res = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ first_name: 'L3rato' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('FAIL');
    expect(errorFields(res.body).sort()).toEqual(['dob', 'first_name', 'last_name', 'mobile', 'nationality']);

    const under18 = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ ...liteUpdate, dob: '2008-01-01' }),
    });
    expect(errorFields(under18.body)).toEqual(['dob']);
  });

  it('checks the phone: digits only, no leading zero, 9 to 10 digits for UK lite and 9 to 11 otherwise', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const ukLite = await login(call, 'uk.new@example.com');
    const saLite = await login(call, 'sa.lite@example.com');
    const cases: [string, string, number][] = [
      [ukLite, '07700900003', 422],
      [ukLite, '7700 90000', 422],
      [ukLite, '77009000', 422],
      [ukLite, '77009000031', 422],
      [ukLite, '7700900003', 200],
      [saLite, '821000002', 200],
      [saLite, '821000002999', 422],
    ];
    for (const [token, mobile, status] of cases) {
      const res = await call('POST /api/remitter/profile/update', {
        token,
        form: formOf({ ...liteUpdate, mobile }),
      });
      expect(res.status, mobile).toBe(status);
      if (status === 422) expect(res.body.result.errors).toEqual([{ field: 'mobile', error: S }]);
    }
  });

  it('reads the phone from a phone field when there is no mobile field', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.lite@example.com');
    const { mobile: _mobile, ...rest } = liteUpdate;
    await verifyMobile(call, '+27821000077');
    const ok = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ ...rest, phone: '821000077' }),
    });
    expect(ok.status).toBe(200);
    expect((await call('GET /api/remitter/profile', { token })).body.result.mobile).toBe('27821000077');
    const bad = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ ...rest, phone: '0821' }),
    });
    expect(errorFields(bad.body)).toEqual(['phone']);
  });

  it('needs the address from limited and unlimited users', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.sender@example.com');
    const res = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf({ ...liteUpdate, ...saLimitedId, mobile: '821000001' }),
    });
    expect(res.status).toBe(422);
    expect(errorFields(res.body).sort()).toEqual(['address_line_1', 'city', 'state_province']);
  });

  it('needs the ID by tier and country: SA limited its details and expiry, UK limited its type', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const sa = await login(call, 'sa.sender@example.com');
    const saBase = { ...liteUpdate, ...saAddress, mobile: '821000001' };
    const cases: [Record<string, string>, string[]][] = [
      [{}, ['id1_type', 'id1_details', 'id1_issue_place', 'id1_issue_country', 'id1_expiry']],
      [{ ...saLimitedId, id1_expiry: '' }, ['id1_expiry']],
      [{ ...saLimitedId, id1_type: 'SA_National_ID', id1_expiry: '' }, []],
      [{ ...saLimitedId, id1_type: 'Foreign_National ID', id1_expiry: '' }, []],
    ];
    for (const [change, fields] of cases) {
      const res = await call('POST /api/remitter/profile/update', {
        token: sa,
        form: formOf({ ...saBase, ...change }),
      });
      expect(errorFields(res.body).sort(), JSON.stringify(change)).toEqual(fields.sort());
    }
    const uk = await login(call, 'uk.sender@example.com');
    const noType = await call('POST /api/remitter/profile/update', {
      token: uk,
      form: formOf({ ...ukLimitedOwn, id1_type: '' }),
    });
    expect(errorFields(noType.body)).toEqual(['id1_type']);
  });

  it('needs a code confirmed for a new mobile number or email address, which both sign in', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.sender@example.com');
    const unconfirmed = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf(ukLimitedUpdate),
    });
    expect(unconfirmed.status).toBe(422);
    expect(errorFields(unconfirmed.body).sort()).toEqual(['email', 'mobile']);
    await verifyMobile(call, '+447700900111');
    await verifyEmail(call, 'AMELIA.new@example.com');
    const confirmed = await call('POST /api/remitter/profile/update', {
      token,
      form: formOf(ukLimitedUpdate),
    });
    expect(confirmed.status).toBe(200);
    const { body } = await call('GET /__sandbox/outbox');
    expect(body.messages).toContainEqual(
      expect.objectContaining({ channel: 'email', recipient: 'amelia.new@example.com' }),
    );
  });

  it('answers 422 for a number or email another account holds, a past expiry or a bad file', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.sender@example.com');
    const cases: [Record<string, string>, Record<string, File>, string][] = [
      [{ mobile: '7700900003' }, {}, 'mobile'],
      [{ email: 'SA.Sender@example.com' }, {}, 'email'],
      [{ email: 'nope' }, {}, 'email'],
      [{ id1_expiry: '2025-06-15' }, {}, 'id1_expiry'],
      [{}, { id1: textFile() }, 'id1'],
    ];
    for (const [change, files, field] of cases) {
      const res = await call('POST /api/remitter/profile/update', {
        token,
        form: formOf({ ...ukLimitedOwn, ...change }, files),
      });
      expect(res.status, field).toBe(422);
      expect(res.body).toEqual({ status: 'FAIL', result: { errors: [{ field, error: S }] } });
    }
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('POST /api/remitter/profile/update', { form: formOf(liteUpdate) })).status).toBe(401);
  });
});

const ukLimitedUpgrade = {
  upgrade_type: 'limited',
  address_line_1: '7 Demo Lane',
  post_code: 'B1 1BB',
  city: 'Birmingham',
  state_province: 'West Midlands',
  nationality: 'GB',
  id1_type: 'drivingLicence',
  id1_details: 'DL000001',
  id1_issue_place: 'Swansea',
  id1_issue_country: 'GB',
  id1_expiry: '2029-12-31',
};

const saLimitedUpgrade = {
  ...ukLimitedUpgrade,
  address_line_1: '25 Sample Avenue',
  post_code: '7925',
  city: 'Cape Town',
  state_province: 'Western Cape',
  nationality: 'ZA',
  id1_type: 'SA_National_ID',
  id1_issue_country: 'ZA',
  id2_type: 'utility_bill',
};

async function tierOf(call: ReturnType<typeof freshSandbox>['call'], token: string): Promise<string> {
  return (await call('GET /api/remitter/profile', { token })).body.result.kyc_status;
}

describe('POST /api/remitter/profile/upgrade', () => {
  it('upgrades a UK lite user to limited with the ID file and stores the details', async () => {
    const { call, deps } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(ukLimitedUpgrade, { id1: png() }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'SUCCESS', result: { message: S } });
    const profile = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(profile).toMatchObject({
      kyc_status: 'limited',
      middleware: { kyc_status: 'limited' },
      id1_details: 'DL000001',
      postcode: 'B1 1BB',
    });
    expect(deps.db.prepare('SELECT field FROM files').all()).toEqual([{ field: 'id1' }]);
  });

  it('upgrades a UK limited user to unlimited with an email and the source-of-funds file', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.sender@example.com');
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(
        { upgrade_type: 'unlimited', email: 'uk.sender@example.com' },
        { id3: png('payslip.pdf') },
      ),
    });
    expect(res.status).toBe(200);
    expect(await tierOf(call, token)).toBe('unlimited');
  });

  it('upgrades a UK lite user to unlimited with the address and ID (the limited rules) and the source of funds', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.new@example.com');
    const emailOnly = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ upgrade_type: 'unlimited', email: 'uk.new@example.com' }, { id3: png() }),
    });
    expect(emailOnly.status).toBe(422);
    expect(errorFields(emailOnly.body)).toEqual(
      expect.arrayContaining(['address_line_1', 'id1_type', 'id1']),
    );
    const noFunds = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ ...ukLimitedUpgrade, upgrade_type: 'unlimited' }, { id1: png() }),
    });
    expect(errorFields(noFunds.body)).toEqual(['id3']);
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(
        { ...ukLimitedUpgrade, upgrade_type: 'unlimited' },
        { id1: png(), id3: png('payslip.pdf') },
      ),
    });
    expect(res.status).toBe(200);
    expect(await tierOf(call, token)).toBe('unlimited');
  });

  it('upgrades an SA lite user to limited', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.lite@example.com');
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(saLimitedUpgrade, { id1: png() }),
    });
    expect(res.status).toBe(200);
    expect(await tierOf(call, token)).toBe('limited');
  });

  it('answers 422 with a message for an upgrade path that does not exist', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const cases: [string, string][] = [
      ['sa.lite@example.com', 'unlimited'],
      ['sa.sender@example.com', 'limited'],
      ['sa.sender@example.com', 'unlimited'],
      ['uk.sender@example.com', 'limited'],
      ['uk.new@example.com', ''],
      ['uk.new@example.com', 'lite'],
    ];
    for (const [email, upgrade_type] of cases) {
      const token = await login(call, email);
      const res = await call('POST /api/remitter/profile/upgrade', {
        token,
        form: formOf({ ...ukLimitedUpgrade, upgrade_type, email }, { id1: png(), id3: png() }),
      });
      expect(res.status, `${email} ${upgrade_type}`).toBe(422);
      expect(res.body).toEqual({ status: 'FAIL', result: { message: S } });
    }
    const token = await login(call, 'uk.sender@example.com');
    await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ upgrade_type: 'unlimited', email: 'uk.sender@example.com' }, { id3: png() }),
    });
    const top = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ upgrade_type: 'unlimited', email: 'uk.sender@example.com' }, { id3: png() }),
    });
    expect(top.status).toBe(422);
    expect(top.body.result.message).toEqual(S);
  });

  it('needs every limited field and the ID file', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ upgrade_type: 'limited' }),
    });
    expect(res.status).toBe(422);
    expect(errorFields(res.body).sort()).toEqual(
      [
        'address_line_1',
        'post_code',
        'city',
        'state_province',
        'nationality',
        'id1_type',
        'id1_details',
        'id1_issue_place',
        'id1_issue_country',
        'id1_expiry',
        'id1',
      ].sort(),
    );
    expect(await tierOf(call, token)).toBe('lite');
  });

  it('needs the files each UK ID type calls for, and a future expiry', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.new@example.com');
    const cases: [Record<string, string>, Record<string, File>, string[]][] = [
      [{ id1_type: 'Residence_Permit' }, { id1: png() }, ['id1_scan2', 'id2']],
      [{ id1_type: 'Passport' }, { id1: png() }, ['id2']],
      [{ id1_type: 'Other' }, { id1: png() }, ['id2']],
      [{ id1_type: 'SA_National_ID' }, { id1: png() }, ['id1_type']],
      [{ id1_expiry: '2025-06-14' }, { id1: png() }, ['id1_expiry']],
      [{}, { id1: textFile() }, ['id1']],
    ];
    for (const [change, files, fields] of cases) {
      const res = await call('POST /api/remitter/profile/upgrade', {
        token,
        form: formOf({ ...ukLimitedUpgrade, ...change }, files),
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(errorFields(res.body)).toEqual(fields);
    }
    const permit = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(
        { ...ukLimitedUpgrade, id1_type: 'Residence_Permit' },
        { id1: png(), id1_scan2: png('back.png'), id2: png('bill.png') },
      ),
    });
    expect(permit.status).toBe(200);
    expect((await call('GET /api/remitter/profile', { token })).body.result.id_scan_2).toBe('back.png');
  });

  it('needs the proof-of-address type and the number each SA ID type calls for (text, not files)', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'sa.lite@example.com');
    const cases: [Record<string, string>, string[]][] = [
      [{ id1_type: 'Passport' }, ['id3_details']],
      [{ id1_type: 'Foreign_National ID' }, ['id3_details']],
      [{ id1_type: 'Other' }, ['id4_details']],
      [{ id1_type: 'drivingLicence' }, ['id1_type']],
      [{ id2_type: '' }, ['id2_type']],
    ];
    for (const [change, fields] of cases) {
      const res = await call('POST /api/remitter/profile/upgrade', {
        token,
        form: formOf({ ...saLimitedUpgrade, ...change }, { id1: png() }),
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(errorFields(res.body)).toEqual(fields);
    }
    const passport = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf({ ...saLimitedUpgrade, id1_type: 'Passport', id3_details: 'F1234567' }, { id1: png() }),
    });
    expect(passport.status).toBe(200);
    expect((await call('GET /api/remitter/profile', { token })).body.result.id3_details).toBe('F1234567');
  });

  it('holds upgrades under review when told: the middleware part says the tier asked for, until approved', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    expect((await call('POST /__sandbox/upgrades/review', { body: { hold: true } })).status).toBe(200);
    const token = await login(call, 'sa.lite@example.com');
    const res = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(saLimitedUpgrade, { id1: png() }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.message).toMatch(/review/);
    const held = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(held).toMatchObject({
      kyc_status: 'lite',
      middleware: { kyc_status: 'limited' },
      city: 'Cape Town',
    });
    const relogin = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'sa.lite@example.com', password: 'Sandbox1' },
    });
    expect(relogin.body.result.user.kyc_status).toBe('lite');

    const again = await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(saLimitedUpgrade, { id1: png() }),
    });
    expect(again).toMatchObject({ status: 422, body: { status: 'FAIL', result: { message: S } } });

    const approved = await call('POST /__sandbox/upgrades/approve', {
      body: { email: 'sa.lite@example.com' },
    });
    expect(approved.body.user.kyc_status).toBe('limited');
    const after = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(after).toMatchObject({ kyc_status: 'limited', middleware: { kyc_status: 'limited' } });
    expect(
      (await call('POST /__sandbox/upgrades/approve', { body: { email: 'sa.lite@example.com' } })).status,
    ).toBe(409);
  });

  it('approves at once again when the hold is lifted, and a reset lifts it', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    await call('POST /__sandbox/upgrades/review', { body: { hold: true } });
    await call('POST /__sandbox/reset');
    const token = await login(call, 'sa.lite@example.com');
    await call('POST /api/remitter/profile/upgrade', {
      token,
      form: formOf(saLimitedUpgrade, { id1: png() }),
    });
    expect(await tierOf(call, token)).toBe('limited');
    expect((await call('POST /__sandbox/upgrades/review', { body: { hold: 'yes' } })).status).toBe(400);
  });

  it('needs a valid, unused email and the source-of-funds file for unlimited', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.sender@example.com');
    const cases: [Record<string, string>, Record<string, File>, string[]][] = [
      [{}, {}, ['email', 'id3']],
      [{ email: 'nope' }, { id3: png() }, ['email']],
      [{ email: 'sa.sender@example.com' }, { id3: png() }, ['email']],
      [{ email: 'uk.sender@example.com' }, { id3: textFile() }, ['id3']],
    ];
    for (const [fields, files, expected] of cases) {
      const res = await call('POST /api/remitter/profile/upgrade', {
        token,
        form: formOf({ upgrade_type: 'unlimited', ...fields }, files),
      });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(errorFields(res.body).sort()).toEqual(expected);
    }
    expect(await tierOf(call, token)).toBe('limited');
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect(
      (await call('POST /api/remitter/profile/upgrade', { form: formOf({ upgrade_type: 'limited' }) }))
        .status,
    ).toBe(401);
  });
});
