import { describe, expect, it } from 'vitest';
import { freshSandbox } from './helpers.ts';

describe('POST /api/otp and /api/otp/verify', () => {
  it('sends a login code of 4 digits to a registered number', async () => {
    const { call } = freshSandbox();
    await call('POST /api/otp', { body: { mobile: '+447700900001' } });
    expect((await call('GET /__sandbox/otp?mobile=447700900001')).body.code).toMatch(/^\d{4}$/);
  });

  it('sends a registration code (6 digits) that the sandbox exposes and that verifies once', async () => {
    const { call } = freshSandbox();
    const sent = await call('POST /api/otp', { body: { mobile: '+447700900123' } });
    expect(sent).toMatchObject({ status: 200, body: { status: 'SUCCESS', message: expect.any(String) } });

    const peek = await call('GET /__sandbox/otp?mobile=447700900123');
    expect(peek.body.code).toMatch(/^\d{6}$/);

    const verified = await call('POST /api/otp/verify', {
      body: { mobile: '+447700900123', otp: peek.body.code },
    });
    expect(verified).toMatchObject({ status: 200, body: { status: 'SUCCESS', verify: true } });

    const again = await call('POST /api/otp/verify', {
      body: { mobile: '+447700900123', otp: peek.body.code },
    });
    expect(again).toMatchObject({ status: 422, body: { status: 'FAIL', verify: false } });
  });

  it('refuses a wrong code with a message', async () => {
    const { call } = freshSandbox({ fixedOtp: '1234' });
    await call('POST /api/otp', { body: { mobile: '447700900123' } });
    const wrong = await call('POST /api/otp/verify', { body: { mobile: '447700900123', otp: '9999' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBeTruthy();
  });

  it('uses SANDBOX_FIXED_OTP when set (its first 4 digits for a login code)', async () => {
    const { call } = freshSandbox({ fixedOtp: '123456' });
    await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect((await call('GET /__sandbox/otp?mobile=447700900123')).body.code).toBe('123456');
    await call('POST /api/otp', { body: { mobile: '447700900001' } });
    expect((await call('GET /__sandbox/otp?mobile=447700900001')).body.code).toBe('1234');
  });

  it('rejects a number that is not a mobile', async () => {
    const { call } = freshSandbox();
    expect((await call('POST /api/otp', { body: { mobile: '12' } })).status).toBe(422);
  });

  it('answers 429 after five codes in ten minutes', async () => {
    const { call } = freshSandbox();
    for (let i = 0; i < 5; i += 1) await call('POST /api/otp', { body: { mobile: '447700900123' } });
    const sixth = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(sixth.status).toBe(429);
  });
});
