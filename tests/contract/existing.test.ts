import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { errorFields } from './account-helpers.ts';

type Call = ReturnType<typeof freshSandbox>['call'];

const S = expect.any(String);
const tendai = {
  country: 'UK',
  first_name: 'Tendai',
  last_name: 'Moyo',
  mobile: '+447700900006',
  dob: '1985-04-12',
  referral_code: '',
};

/** Sends the migration code for Tendai Moyo's remitter and verifies it. */
async function verifyMigration(call: Call, token: string): Promise<void> {
  await call('POST /api/remitter/existing/send-otp', {
    token,
    body: { remitter_id: 'R100006', mobile: '447700900006' },
  });
  const code = (await call('GET /__sandbox/otp?mobile=447700900006')).body.code;
  const res = await call('POST /api/remitter/existing/verify-otp', {
    token,
    body: { remitter_id: 'R100006', otp: code },
  });
  if (res.status !== 200) throw new Error(`verify failed: ${JSON.stringify(res.body)}`);
}

describe('POST /api/remitter/existing/search', () => {
  it('finds an unclaimed remitter by names and date of birth, ignoring case', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/existing/search', {
      token,
      body: { ...tendai, first_name: 'TENDAI', last_name: 'moyo', mobile: '447700900999' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: { remitter: { remitter_id: 'R100006', mobile: '447700900006' } },
    });
  });

  it('finds it by mobile and date of birth when the names differ', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    for (const mobile of ['+447700900006', '07700900006', '7700900006']) {
      const res = await call('POST /api/remitter/existing/search', {
        token,
        body: { ...tendai, first_name: 'Tee', last_name: 'Moyo-Smith', mobile },
      });
      expect(res.body.result.remitter, mobile).toEqual({ remitter_id: 'R100006', mobile: '447700900006' });
    }
  });

  it('answers remitter null when nothing matches', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const cases = [
      { ...tendai, dob: '1985-04-13' },
      { ...tendai, first_name: 'Someone', mobile: '447700900999' },
      { ...tendai, first_name: 'Someone', mobile: '' },
    ];
    for (const body of cases) {
      const res = await call('POST /api/remitter/existing/search', { token, body });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'SUCCESS', result: { remitter: null } });
    }
  });

  it('answers 422 with a field error for each missing name or date of birth', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/existing/search', {
      token,
      body: { country: 'UK', mobile: '447700900006' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 'FAIL',
      result: {
        errors: [
          { field: 'first_name', error: S },
          { field: 'last_name', error: S },
          { field: 'dob', error: S },
        ],
      },
    });
    const badDate = await call('POST /api/remitter/existing/search', {
      token,
      body: { ...tendai, dob: '12/04/1985' },
    });
    expect(errorFields(badDate.body)).toEqual(['dob']);
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('POST /api/remitter/existing/search', { body: tendai })).status).toBe(401);
  });
});

describe('POST /api/remitter/existing/send-otp and /verify-otp', () => {
  it('sends a 6-digit code to the mobile on file, which verifies once', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const sent = await call('POST /api/remitter/existing/send-otp', {
      token,
      body: { remitter_id: 'R100006', mobile: '447700900999' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ status: 'SUCCESS', result: { message: S } });
    const peek = await call('GET /__sandbox/otp?mobile=447700900006');
    expect(peek.body).toMatchObject({ code: expect.stringMatching(/^\d{6}$/), purpose: 'migration' });
    expect((await call('GET /__sandbox/otp?mobile=447700900999')).status).toBe(404);

    const verified = await call('POST /api/remitter/existing/verify-otp', {
      token,
      body: { remitter_id: 'R100006', otp: peek.body.code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: 'SUCCESS', result: { message: S, verified: true } });

    const again = await call('POST /api/remitter/existing/verify-otp', {
      token,
      body: { remitter_id: 'R100006', otp: peek.body.code },
    });
    expect(again).toMatchObject({ status: 422, body: { status: 'FAIL', result: { message: S } } });
  });

  it('answers 422 with a message for a wrong code', async () => {
    const { call } = freshSandbox({ fixedOtp: '123456' });
    const token = await login(call, 'uk.new@example.com');
    await call('POST /api/remitter/existing/send-otp', {
      token,
      body: { remitter_id: 'R100006', mobile: '447700900006' },
    });
    const res = await call('POST /api/remitter/existing/verify-otp', {
      token,
      body: { remitter_id: 'R100006', otp: '654321' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'FAIL', result: { message: S } });
  });

  it('answers 422 with field errors when the remitter id or the code is missing', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/existing/verify-otp', { token, body: {} });
    expect(res.status).toBe(422);
    expect(errorFields(res.body)).toEqual(['remitter_id', 'otp']);
  });

  it('answers 404 for an unknown remitter', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const sent = await call('POST /api/remitter/existing/send-otp', {
      token,
      body: { remitter_id: 'R999999', mobile: '447700900006' },
    });
    expect(sent).toMatchObject({ status: 404, body: { status: 'FAIL', result: { message: S } } });
    const verified = await call('POST /api/remitter/existing/verify-otp', {
      token,
      body: { remitter_id: 'R999999', otp: '123456' },
    });
    expect(verified.status).toBe(404);
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect(
      (await call('POST /api/remitter/existing/send-otp', { body: { remitter_id: 'R100006' } })).status,
    ).toBe(401);
    expect(
      (await call('POST /api/remitter/existing/verify-otp', { body: { remitter_id: 'R100006', otp: '1' } }))
        .status,
    ).toBe(401);
  });
});

describe('POST /api/remitter/existing/onboard', () => {
  it('links the verified remitter to the signed-in user', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    await verifyMigration(call, token);
    const res = await call('POST /api/remitter/existing/onboard', {
      token,
      body: { remitter_id: 'R100006' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'SUCCESS',
      result: {
        user: {
          id: expect.any(Number),
          remitter_id: 'R100006',
          session_id: S,
          country: 'UK',
          mobile: '447700900003',
          email: 'uk.new@example.com',
          first_name: 'Tendai',
          onboarded: true,
          kyc_status: 'limited',
          remitone_status: 'valid',
          default_transfer_purpose: null,
        },
        middleware: { kyc_status: 'limited', gender: 'Male' },
      },
    });
    const profile = (await call('GET /api/remitter/profile', { token })).body.result;
    expect(profile).toMatchObject({
      remitter_id: 'R100006',
      firstname: 'Tendai',
      lastname: 'Moyo',
      dob: '1985-04-12',
    });

    // Claimed: no longer found, no new codes, no second onboarding.
    const search = await call('POST /api/remitter/existing/search', { token, body: tendai });
    expect(search.body.result.remitter).toBeNull();
    const resend = await call('POST /api/remitter/existing/send-otp', {
      token,
      body: { remitter_id: 'R100006' },
    });
    expect(resend.status).toBe(404);
    const other = await login(call, 'sa.lite@example.com');
    expect(
      (await call('POST /api/remitter/existing/onboard', { token: other, body: { remitter_id: 'R100006' } }))
        .status,
    ).toBe(404);
  });

  it('answers 403 until the migration code is verified', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    await call('POST /api/remitter/existing/send-otp', { token, body: { remitter_id: 'R100006' } });
    const res = await call('POST /api/remitter/existing/onboard', {
      token,
      body: { remitter_id: 'R100006' },
    });
    expect(res).toMatchObject({ status: 403, body: { status: 'FAIL', result: { message: S } } });
  });

  it('answers 409 for a user who already has a remitter', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    await verifyMigration(call, token);
    const res = await call('POST /api/remitter/existing/onboard', {
      token,
      body: { remitter_id: 'R100006' },
    });
    expect(res).toMatchObject({ status: 409, body: { status: 'FAIL', result: { message: S } } });
  });

  it('answers 404 for an unknown remitter', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const res = await call('POST /api/remitter/existing/onboard', {
      token,
      body: { remitter_id: 'R999999' },
    });
    expect(res).toMatchObject({ status: 404, body: { status: 'FAIL', result: { message: S } } });
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect(
      (await call('POST /api/remitter/existing/onboard', { body: { remitter_id: 'R100006' } })).status,
    ).toBe(401);
  });
});
