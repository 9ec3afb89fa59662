import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';

describe('fault injection', () => {
  it('makes matching calls fail with the given status and body, the given number of times', async () => {
    const { call } = freshSandbox();
    const body = { status: 'FAIL', result: { errors: [{ error: 'Boom' }] } };
    const added = await call('POST /__sandbox/faults', {
      body: { method: 'post', path: '/api/otp', status: 500, body, times: 1 },
    });
    expect(added.status).toBe(201);

    const failed = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(failed).toMatchObject({ status: 500, body });
    const next = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(next.status).toBe(200);
  });

  it('answers with no body when none is given, and matches path prefixes with *', async () => {
    const { call } = freshSandbox();
    await call('POST /__sandbox/faults', { body: { method: '*', path: '/api/*', status: 503 } });
    const failed = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(failed.status).toBe(503);
    expect(failed.body).toBeUndefined();
  });

  it('stalls calls by delayMs and then lets them through', async () => {
    const { call } = freshSandbox();
    await call('POST /__sandbox/faults', {
      body: { method: 'POST', path: '/api/otp', delayMs: 150, times: 1 },
    });
    const started = performance.now();
    const slow = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(slow.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('with after, does the work and then loses the answer', async () => {
    const { call } = freshSandbox({ fixedOtp: '4321' });
    await call('POST /__sandbox/faults', {
      body: { method: 'POST', path: '/api/otp', status: 502, after: true, times: 1 },
    });
    const lost = await call('POST /api/otp', { body: { mobile: '447700900123' } });
    expect(lost.status).toBe(502);
    expect(lost.body).toBeUndefined();
    // The code was sent all the same.
    expect((await call('GET /__sandbox/otp?mobile=447700900123')).body).toMatchObject({ code: '432100' });
  });

  it('clears every fault on DELETE, and refuses a fault without method and path', async () => {
    const { call } = freshSandbox();
    await call('POST /__sandbox/faults', { body: { method: 'POST', path: '/api/otp', status: 500 } });
    expect((await call('GET /__sandbox/faults')).body.faults).toHaveLength(1);
    await call('DELETE /__sandbox/faults');
    expect((await call('POST /api/otp', { body: { mobile: '447700900123' } })).status).toBe(200);
    expect((await call('POST /__sandbox/faults', { body: { status: 500 } })).status).toBe(400);
  });
});

describe('sandbox controls', () => {
  it('returns 404 for a number no code was sent to', async () => {
    const { call } = freshSandbox();
    expect((await call('GET /__sandbox/otp?mobile=447700900999')).status).toBe(404);
  });

  it('keeps every SMS in the outbox', async () => {
    const { call } = freshSandbox({ fixedOtp: '4321' });
    await call('POST /api/otp', { body: { mobile: '447700900123' } });
    const { body } = await call('GET /__sandbox/outbox');
    expect(body.messages).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: '447700900123',
        text: expect.stringContaining('4321'),
      }),
    ]);
  });

  it("sets a user's remitone status, which their user and profile then carry", async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const set = await call('POST /__sandbox/users/status', {
      body: { email: 'uk.sender@example.com', remitone_status: 'blocked' },
    });
    expect(set).toMatchObject({ status: 200, body: { user: { remitone_status: 'blocked' } } });
    const profile = await call('GET /api/remitter/profile', { token });
    expect(profile.body.result.remitone_status).toBe('blocked');
    await call('POST /__sandbox/users/status', {
      body: { email: 'uk.sender@example.com', remitone_status: 'valid' },
    });
    expect((await call('GET /api/remitter/profile', { token })).body.result.remitone_status).toBe('valid');
  });

  it('refuses an unknown status or user', async () => {
    const { call } = freshSandbox();
    const bad = await call('POST /__sandbox/users/status', {
      body: { email: 'uk.sender@example.com', remitone_status: 'frozen' },
    });
    expect(bad.status).toBe(400);
    const nobody = await call('POST /__sandbox/users/status', {
      body: { email: 'nobody@example.com', remitone_status: 'blocked' },
    });
    expect(nobody.status).toBe(404);
  });

  it('reseeds the demo data on reset', async () => {
    const { call, deps } = freshSandbox();
    deps.db.prepare("DELETE FROM users WHERE email = 'uk.new@example.com'").run();
    expect((await call('POST /__sandbox/reset')).status).toBe(200);
    const row = deps.db
      .prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'uk.new@example.com'")
      .get() as { n: number };
    expect(row.n).toBe(1);
  });
});
