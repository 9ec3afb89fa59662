import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { DEMO_PASSWORD } from '../../sandbox/db/seed.ts';
import { NOW, errorFields, formOf, png, registerBasic, textFile, verifyMobile } from './account-helpers.ts';

const userShape = {
  id: expect.any(Number),
  session_id: expect.any(String),
  country: expect.stringMatching(/^(UK|SA)$/),
  mobile: expect.stringMatching(/^\d+$/),
  email: expect.any(String),
  onboarded: expect.any(Boolean),
  kyc_status: expect.stringMatching(/^(lite|limited|unlimited)$/),
  remitone_status: expect.stringMatching(/^(valid|blocked|expired)$/),
};

/** A clock the test can move on. */
function movableClock(start = NOW) {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

type Answer = { status: number; body: any };

/** A 422 whose errors name exactly `fields`, in order. */
function expectFieldErrors(res: Answer, fields: string[], label?: string) {
  expect(res.status, label).toBe(422);
  expect(errorFields(res.body), label).toEqual(fields);
}

/** A 422 with one error, on `field`, and nothing else. */
function expectOnlyFieldError(res: Answer, field: string, label?: string) {
  expect(res.status, label).toBe(422);
  expect(res.body, label).toEqual({
    status: 'FAIL',
    result: { errors: [{ field, error: expect.any(String) }] },
  });
}

/** An answer whose result is a message. */
function expectMessage(res: Answer, status: number, outcome: 'SUCCESS' | 'FAIL') {
  expect(res).toMatchObject({ status, body: { status: outcome, result: { message: expect.any(String) } } });
}

describe('POST /api/remitter/auth/register/basic', () => {
  const details = {
    country: 'UK',
    mobile: '+447700900123',
    email: 'new.sender@example.com',
    subscribe: true,
  };

  it('creates a lite, not onboarded account for a verified mobile and signs it in', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    await verifyMobile(call, details.mobile);
    const res = await call('POST /api/remitter/auth/register/basic', {
      body: { ...details, password: 'Passw0rdX' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        token: expect.any(String),
        user: {
          ...userShape,
          country: 'UK',
          mobile: '447700900123',
          email: 'new.sender@example.com',
          remitter_id: null,
          first_name: null,
          onboarded: false,
          kyc_status: 'lite',
          remitone_status: 'valid',
          default_transfer_purpose: null,
        },
      },
    });
    const profile = await call('GET /api/remitter/profile', { token: res.body.result.token });
    expect(profile.status).toBe(200);
    expect(profile.body.result.email).toBe('new.sender@example.com');
    expect(
      (
        await call('POST /api/remitter/auth/login', {
          body: { type: 'email', email: details.email, password: 'Passw0rdX' },
        })
      ).status,
    ).toBe(200);
  });

  it('gives each new account its own session id', async () => {
    const { call } = freshSandbox();
    const a = await registerBasic(call, { country: 'UK', mobile: '447700900123', email: 'a@example.com' });
    const b = await registerBasic(call, { country: 'SA', mobile: '27821000123', email: 'b@example.com' });
    expect(a.user.session_id).not.toBe(b.user.session_id);
    expect(b.user).toMatchObject({ country: 'SA', mobile: '27821000123' });
  });

  it('answers 422 with a field error for each bad field', async () => {
    const { call } = freshSandbox();
    const res = await call('POST /api/remitter/auth/register/basic', {
      body: { country: 'US', mobile: '12ab', email: 'not-an-email', password: 'short', subscribe: false },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'FAIL',
      result: { errors: expect.arrayContaining([{ field: 'country', error: expect.any(String) }]) },
    });
    expect(errorFields(res.body).sort()).toEqual(['country', 'email', 'mobile', 'password']);
  });

  it('refuses a mobile of 10 digits or fewer, or one without the country dial code', async () => {
    const { call } = freshSandbox();
    for (const [country, mobile] of [
      ['UK', '4477009001'],
      ['UK', '27821000123'],
      ['SA', '447700900123'],
    ] as const) {
      await verifyMobile(call, mobile);
      const res = await call('POST /api/remitter/auth/register/basic', {
        body: { country, mobile, email: 'x@example.com', password: 'Passw0rdX', subscribe: false },
      });
      expectFieldErrors(res, ['mobile'], `${country} ${mobile}`);
    }
  });

  it('refuses passwords without 8 characters, a capital letter or a digit', async () => {
    const { call } = freshSandbox();
    await verifyMobile(call, details.mobile);
    for (const password of ['', 'Abc1', 'password1', 'Password']) {
      const res = await call('POST /api/remitter/auth/register/basic', { body: { ...details, password } });
      expectFieldErrors(res, ['password'], password);
    }
  });

  it('refuses an email or mobile already registered', async () => {
    const { call } = freshSandbox();
    await verifyMobile(call, '447700900001');
    const res = await call('POST /api/remitter/auth/register/basic', {
      body: { country: 'UK', mobile: '+447700900001', email: 'UK.Sender@example.com', password: 'Passw0rdX' },
    });
    expect(res.status).toBe(422);
    expect(errorFields(res.body).sort()).toEqual(['email', 'mobile']);
  });

  it('refuses a mobile whose code was never verified', async () => {
    const { call } = freshSandbox();
    await call('POST /api/otp', { body: { mobile: details.mobile } });
    const res = await call('POST /api/remitter/auth/register/basic', {
      body: { ...details, password: 'Passw0rdX' },
    });
    expect(res.status).toBe(422);
    expect(res.body.result.errors).toEqual([{ field: 'mobile', error: expect.stringMatching(/verif/i) }]);
  });

  it('refuses a mobile verified more than 30 minutes ago', async () => {
    const clock = movableClock();
    const { call } = freshSandbox({ now: clock.now });
    await verifyMobile(call, details.mobile);
    clock.advance(31 * 60 * 1000);
    const res = await call('POST /api/remitter/auth/register/basic', {
      body: { ...details, password: 'Passw0rdX' },
    });
    expectFieldErrors(res, ['mobile']);
  });
});

describe('POST /api/remitter/auth/login', () => {
  it('signs in by email and answers the token and the user', async () => {
    const { call } = freshSandbox();
    const res = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'uk.sender@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        token: expect.any(String),
        user: {
          ...userShape,
          remitter_id: 'R100001',
          first_name: 'Amelia',
          onboarded: true,
          kyc_status: 'limited',
          default_transfer_purpose: 'family_support',
        },
      },
    });
  });

  it('signs in by mobile, with or without the +', async () => {
    const { call } = freshSandbox();
    for (const mobile of ['+27821000001', '27821000001']) {
      const res = await call('POST /api/remitter/auth/login', {
        body: { type: 'mobile', mobile, password: DEMO_PASSWORD },
      });
      expect(res.status, mobile).toBe(200);
      expect(res.body.result.user.email).toBe('sa.sender@example.com');
    }
  });

  it('signs in blocked accounts (the app sends them to the account-locked page)', async () => {
    const { call } = freshSandbox();
    const res = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'locked@example.com', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.user.remitone_status).toBe('blocked');
  });

  it('answers 422 with field errors for missing fields', async () => {
    const { call } = freshSandbox();
    const none = await call('POST /api/remitter/auth/login', { body: {} });
    expect(none.status).toBe(422);
    expect(none.body.status).toBe('FAIL');
    expect(errorFields(none.body)).toEqual(['email', 'password']);

    const noMobile = await call('POST /api/remitter/auth/login', { body: { type: 'mobile', password: 'x' } });
    expectFieldErrors(noMobile, ['mobile']);

    const badEmail = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'nope', password: 'x' },
    });
    expect(errorFields(badEmail.body)).toEqual(['email']);

    const badType = await call('POST /api/remitter/auth/login', {
      body: { type: 'fax', email: 'a@example.com', password: 'x' },
    });
    expect(errorFields(badType.body)).toEqual(['type']);
  });

  it('answers 401 with a message for a wrong password or an unknown account', async () => {
    const { call } = freshSandbox();
    const wrong = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'uk.sender@example.com', password: 'Wrong1234' },
    });
    const unknown = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'nobody@example.com', password: DEMO_PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'FAIL', result: { message: expect.any(String) } });
    }
    expect(wrong.body.result.message).toBe(unknown.body.result.message);
  });
});

describe('POST /api/remitter/auth/change-password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const res = await call('POST /api/remitter/auth/change-password', {
      token,
      body: { current_password: DEMO_PASSWORD, new_password: 'NewPassw0rd' },
    });
    expectMessage(res, 200, 'SUCCESS');
    const email = 'uk.sender@example.com';
    expect(
      (await call('POST /api/remitter/auth/login', { body: { email, password: 'NewPassw0rd' } })).status,
    ).toBe(200);
    expect(
      (await call('POST /api/remitter/auth/login', { body: { email, password: DEMO_PASSWORD } })).status,
    ).toBe(401);
  });

  it('answers 422 on current_password when it is wrong or missing', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    for (const current_password of ['Wrong1234', '']) {
      const res = await call('POST /api/remitter/auth/change-password', {
        token,
        body: { current_password, new_password: 'NewPassw0rd' },
      });
      expectOnlyFieldError(res, 'current_password');
    }
  });

  it('answers 422 on new_password when it breaks the password rules', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    for (const new_password of ['', 'short1A', 'nocapital1', 'NoDigitsHere']) {
      const res = await call('POST /api/remitter/auth/change-password', {
        token,
        body: { current_password: DEMO_PASSWORD, new_password },
      });
      expectFieldErrors(res, ['new_password'], new_password);
    }
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    const res = await call('POST /api/remitter/auth/change-password', {
      body: { current_password: DEMO_PASSWORD, new_password: 'NewPassw0rd' },
    });
    expectMessage(res, 401, 'FAIL');
  });
});

describe('POST /api/remitter/auth/forgot-password and /reset-password', () => {
  async function resetLink(call: ReturnType<typeof freshSandbox>['call']): Promise<string> {
    const { body } = await call('GET /__sandbox/outbox');
    const last = body.messages.at(-1);
    const match = /(https?:\/\/\S+\/password-reset\?token=(\S+))/.exec(last.text);
    if (!match?.[2]) throw new Error(`no reset link in ${last.text}`);
    return decodeURIComponent(match[2]);
  }

  /** Asks for a reset link for the SA sender and returns its token. */
  async function resetToken(call: ReturnType<typeof freshSandbox>['call']): Promise<string> {
    await call('POST /api/remitter/auth/forgot-password', {
      body: { type: 'email', email: 'sa.sender@example.com' },
    });
    return resetLink(call);
  }

  it('sends a reset link by email to a known account and logs it', async () => {
    const lines: string[] = [];
    const { call } = freshSandbox({ log: (line) => lines.push(line) });
    const res = await call('POST /api/remitter/auth/forgot-password', {
      body: { type: 'email', email: 'uk.sender@example.com' },
    });
    expectMessage(res, 200, 'SUCCESS');
    const { body } = await call('GET /__sandbox/outbox');
    expect(body.messages.at(-1)).toMatchObject({
      channel: 'email',
      recipient: 'uk.sender@example.com',
      text: expect.stringContaining('http://localhost/password-reset?token='),
    });
    expect(lines.some((line) => line.includes('/password-reset?token='))).toBe(true);
  });

  it('sends the link by SMS when asked by mobile', async () => {
    const { call } = freshSandbox();
    const res = await call('POST /api/remitter/auth/forgot-password', {
      body: { type: 'mobile', mobile: '+27821000001' },
    });
    expect(res.status).toBe(200);
    const { body } = await call('GET /__sandbox/outbox');
    expect(body.messages.at(-1)).toMatchObject({ channel: 'sms', recipient: '27821000001' });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const { call } = freshSandbox();
    const known = await call('POST /api/remitter/auth/forgot-password', {
      body: { type: 'email', email: 'uk.sender@example.com' },
    });
    const before = (await call('GET /__sandbox/outbox')).body.messages.length;
    const unknown = await call('POST /api/remitter/auth/forgot-password', {
      body: { type: 'email', email: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await call('GET /__sandbox/outbox')).body.messages.length).toBe(before);
  });

  it('answers 422 for a missing or malformed email or mobile', async () => {
    const { call } = freshSandbox();
    const cases: [unknown, string][] = [
      [{}, 'email'],
      [{ type: 'email', email: 'nope' }, 'email'],
      [{ type: 'mobile' }, 'mobile'],
      [{ type: 'mobile', mobile: '+44 abc' }, 'mobile'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST /api/remitter/auth/forgot-password', { body });
      expectOnlyFieldError(res, field, JSON.stringify(body));
    }
  });

  it('resets the password with the link token, once', async () => {
    const { call } = freshSandbox();
    const token = await resetToken(call);
    const res = await call('POST /api/remitter/auth/reset-password', {
      body: { token, password: 'Reset1234' },
    });
    expectMessage(res, 200, 'SUCCESS');
    const signIn = await call('POST /api/remitter/auth/login', {
      body: { type: 'email', email: 'sa.sender@example.com', password: 'Reset1234' },
    });
    expect(signIn.status).toBe(200);

    const again = await call('POST /api/remitter/auth/reset-password', {
      body: { token, password: 'Reset5678' },
    });
    expectFieldErrors(again, ['token']);
  });

  it('refuses a token older than 60 minutes, an access token or none', async () => {
    const clock = movableClock();
    const { call } = freshSandbox({ now: clock.now });
    const token = await resetToken(call);
    clock.advance(61 * 60 * 1000);
    const access = await login(call, 'sa.sender@example.com');
    for (const candidate of [token, access, '']) {
      const res = await call('POST /api/remitter/auth/reset-password', {
        body: { token: candidate, password: 'Reset1234' },
      });
      expectOnlyFieldError(res, 'token');
    }
  });

  it('refuses a new password that breaks the rules', async () => {
    const { call } = freshSandbox();
    const token = await resetToken(call);
    const res = await call('POST /api/remitter/auth/reset-password', { body: { token, password: 'weak' } });
    expectFieldErrors(res, ['password']);
  });
});

const ukSenderDetails = {
  first_name: 'Nadia',
  middle_name: 'Rose',
  last_name: 'Fielding',
  mobile: '447700900003',
  dob: '1990-02-01',
  gender: 'Female',
  purpose_of_remittance: 'family_support',
  referral_code: 'FRIEND1',
};

const saSenderDetails = {
  first_name: 'Zanele',
  last_name: 'Mokoena',
  mobile: '27821000123',
  dob: '1992-09-09',
  gender: 'Female',
  nationality: 'ZA',
  id1_type: 'SA_National_ID',
  id1_details: '9209090000000',
  id1_issue_place: 'Durban',
  id1_expiry: '2030-01-01',
  address_line_1: '4 Sample Avenue',
  city: 'Durban',
  state_province: 'KwaZulu-Natal',
  postal_code: '4001',
  default_transfer_purpose: '401 Gifts',
};

describe('POST /api/remitter/auth/register/full', () => {
  /** A sandbox at NOW with `email` signed in; `send(fields, files)` posts the sender details. */
  async function asDemo(email: string) {
    const sandbox = freshSandbox({ now: () => NOW });
    return withSend(sandbox, await login(sandbox.call, email));
  }

  /** A sandbox at NOW with a new SA basic account signed in. */
  async function asNewSaSender() {
    const sandbox = freshSandbox({ now: () => NOW });
    const { token } = await registerBasic(sandbox.call, {
      country: 'SA',
      mobile: '27821000123',
      email: 'zanele@example.com',
    });
    return withSend(sandbox, token);
  }

  function withSend(sandbox: ReturnType<typeof freshSandbox>, token: string) {
    const send = (fields: Record<string, string>, files?: Record<string, File>) =>
      sandbox.call('POST /api/remitter/auth/register/full', { token, form: formOf(fields, files) });
    return { ...sandbox, token, send };
  }

  it('saves the sender details and files of a user without a remitter', async () => {
    const { call, deps, token, send } = await asDemo('uk.new@example.com');
    const res = await send(ukSenderDetails, { id1: png() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        user: {
          ...userShape,
          email: 'uk.new@example.com',
          first_name: 'Nadia',
          remitter_id: null,
          onboarded: false,
          default_transfer_purpose: 'family_support',
        },
      },
    });
    const profile = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(profile).toMatchObject({
      firstname: 'Nadia',
      middlename: 'Rose',
      lastname: 'Fielding',
      dob: '1990-02-01',
    });
    expect(profile.middleware.gender).toBe('Female');
    const files = deps.db.prepare('SELECT field, filename, mime FROM files').all();
    expect(files).toEqual([{ field: 'id1', filename: 'id.png', mime: 'image/png' }]);
  });

  it('saves the SA address and ID details', async () => {
    const { call, token, send } = await asNewSaSender();
    const res = await send(saSenderDetails);
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({
      first_name: 'Zanele',
      default_transfer_purpose: '401 Gifts',
    });
    const profile = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(profile).toMatchObject({
      id1_type: 'SA_National_ID',
      address1: '4 Sample Avenue',
      postcode: '4001',
      nationality: 'ZA',
    });
  });

  it('answers 422 for bad names, an under-18 or malformed date of birth and an unknown gender', async () => {
    const { send } = await asDemo('uk.new@example.com');
    const res = await send({
      first_name: 'N4dia',
      middle_name: 'R0se',
      last_name: '',
      dob: '2010-01-01',
      gender: 'Other',
    });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('FAIL');
    expect(errorFields(res.body).sort()).toEqual(['dob', 'first_name', 'gender', 'last_name', 'middle_name']);

    for (const dob of ['', '01/02/1990', '2007-06-16']) {
      expectFieldErrors(await send({ ...ukSenderDetails, dob }), ['dob'], dob);
    }
    const eighteenToday = await send({ ...ukSenderDetails, dob: '2007-06-15' });
    expect(eighteenToday.status).toBe(200);
  });

  it('needs address and ID details from SA senders', async () => {
    const { send } = await asNewSaSender();
    const bare = await send({
      first_name: 'Zanele',
      last_name: 'Mokoena',
      dob: '1992-09-09',
      gender: 'Female',
    });
    expect(bare.status).toBe(422);
    expect(errorFields(bare.body).sort()).toEqual(
      [
        'address_line_1',
        'city',
        'id1_details',
        'id1_expiry',
        'id1_issue_place',
        'id1_type',
        'nationality',
        'postal_code',
        'state_province',
      ].sort(),
    );

    const cases: [Record<string, string>, string[]][] = [
      [{ id1_type: 'Passport' }, ['id3_details']],
      [{ id1_type: 'Foreign_National ID' }, ['id3_details']],
      [{ id1_type: 'Other' }, ['id4_details']],
      [{ id1_type: 'Driving_Licence' }, ['id1_type']],
      [{ id1_expiry: '2025-06-15' }, ['id1_expiry']],
    ];
    for (const [change, fields] of cases) {
      expectFieldErrors(await send({ ...saSenderDetails, ...change }), fields, JSON.stringify(change));
    }
    const passport = await send({ ...saSenderDetails, id1_type: 'Passport', id3_details: 'F123456' });
    expect(passport.status).toBe(200);
  });

  it('answers 422 on the file field for a file that is not jpeg, png or pdf', async () => {
    const { send } = await asDemo('uk.new@example.com');
    const res = await send(ukSenderDetails, { id1: textFile() });
    expect(res.status).toBe(422);
    expect(res.body.result.errors).toEqual([{ field: 'id1', error: expect.any(String) }]);
  });

  it('answers 409 for a user who already has a remitter', async () => {
    const { send } = await asDemo('uk.sender@example.com');
    const res = await send(ukSenderDetails);
    expectMessage(res, 409, 'FAIL');
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect(
      (await call('POST /api/remitter/auth/register/full', { form: formOf(ukSenderDetails) })).status,
    ).toBe(401);
  });
});

describe('POST /api/remitter/auth/register/remitone', () => {
  it('creates the remitter once the sender details are in, and answers the same id again', async () => {
    const { call } = freshSandbox({ now: () => NOW });
    const token = await login(call, 'uk.new@example.com');
    await call('POST /api/remitter/auth/register/full', { token, form: formOf(ukSenderDetails) });
    const res = await call('POST /api/remitter/auth/register/remitone', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        user: {
          ...userShape,
          remitter_id: 'R300001',
          first_name: 'Nadia',
          onboarded: true,
          kyc_status: 'lite',
          default_transfer_purpose: 'family_support',
        },
      },
    });
    const again = await call('POST /api/remitter/auth/register/remitone', { token, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.result.user.remitter_id).toBe('R300001');
  });

  it('leaves an existing remitter unchanged', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'sa.sender@example.com');
    const res = await call('POST /api/remitter/auth/register/remitone', { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({ remitter_id: 'R200001', onboarded: true });
  });

  it('answers 422 with a message before the sender details', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/auth/register/remitone', { token, body: {} });
    expectMessage(res, 422, 'FAIL');
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('POST /api/remitter/auth/register/remitone', { body: {} })).status).toBe(401);
  });
});
