import { describe, expect, it } from 'vitest';
import { KYC_SERVICES } from '../../src/api/contract.ts';
import { freshSandbox } from './helpers.ts';

const MINUTE = 60_000;
const T0 = new Date('2025-03-10T09:00:00.000Z');

/** A sandbox whose clock the test moves. */
function clockedSandbox() {
  let now = T0;
  const sandbox = freshSandbox({ now: () => now });
  return {
    ...sandbox,
    setNow: (at: Date) => (now = at),
    at: (minutes: number) => new Date(T0.getTime() + minutes * MINUTE),
  };
}

const serviceShape = {
  status: expect.any(String),
  attempt_number: expect.any(Number),
  needs_retry: expect.any(Boolean),
};

describe('GET /identity/api/kyc/verification/:remitterId', () => {
  it('returns the partial record of sa.sender with every field the app reads', async () => {
    const { call } = freshSandbox();
    const { status, body } = await call('GET /identity/api/kyc/verification/R200001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: {
        verification_summary: {
          verification_id: expect.any(String),
          remitter_id: 'R200001',
          overall_status: 'failed',
          is_verified: false,
          confidence_score: expect.any(Number),
          progress_percentage: 25,
          requires_manual_review: false,
          completed_at: null,
        },
        verification_services: {
          document_verification: {
            ...serviceShape,
            status: 'passed',
            confidence: expect.any(Number),
            duration_seconds: expect.any(Number),
            document_type: 'SA_National_ID',
            document_number: '9007025800000',
            first_name: 'Thabo',
            last_name: 'Nkosi',
            date_of_birth: '1990-07-02',
            expiry_date: '2032-01-31',
            issuing_country: 'ZA',
          },
          liveness_check: { ...serviceShape, status: 'failed', needs_retry: true, attempt_number: 1 },
          face_match: { ...serviceShape, status: 'in_progress', decline_reason: null, step_errors: [] },
          aml_pep_screening: {
            ...serviceShape,
            status: 'pending',
            confidence: null,
            duration_seconds: null,
            risk_score: null,
            pep_status: 'pending',
            sanctions_status: 'pending',
            adverse_media_status: 'pending',
            watchlist_matches: 0,
            match_status: expect.any(String),
            case_status: expect.any(String),
            total_records: 0,
          },
        },
        retry_status: {
          can_retry: true,
          services_needing_retry: ['liveness_check'],
          services_passed: ['document_verification'],
        },
      },
    });
    expect(body.data.compliance_alerts).toHaveLength(3);
    for (const alert of body.data.compliance_alerts) expect(alert.description).toEqual(expect.any(String));
  });

  it('returns the fully verified record of uk.sender', async () => {
    const { call } = freshSandbox();
    const { status, body } = await call('GET /identity/api/kyc/verification/R100001');
    expect(status).toBe(200);
    expect(body.data.verification_summary).toMatchObject({
      remitter_id: 'R100001',
      overall_status: 'completed',
      is_verified: true,
      progress_percentage: 100,
      completed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    for (const name of KYC_SERVICES) {
      expect(body.data.verification_services[name]).toMatchObject({ status: 'passed', needs_retry: false });
    }
    expect(body.data.retry_status).toEqual({
      can_retry: false,
      services_needing_retry: [],
      services_passed: [...KYC_SERVICES],
    });
    expect(body.data.compliance_alerts).toEqual([]);
  });

  it.each([
    ['sa.lite, who has not started', 'R200002'],
    ['a remitter nobody has', 'R999999'],
  ])('answers 404 for %s', async (_label, remitterId) => {
    const { call } = freshSandbox();
    const { status, body } = await call(`GET /identity/api/kyc/verification/${remitterId}`);
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: expect.any(String) });
  });

  it('needs no bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('GET /identity/api/kyc/verification/R100001')).status).toBe(200);
  });
});

describe('POST /identity/api/kyc/request-verification', () => {
  it('issues a liveness link for 60 minutes and stores the request with its channel', async () => {
    const { call, deps } = clockedSandbox();
    const { status, body } = await call('POST /identity/api/kyc/request-verification', {
      body: { remitterId: 'R200001', channel: 'whatsapp' },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        liveness_url: expect.stringMatching(/^http:\/\/localhost\/identity\/liveness\/[\w-]{20,}$/),
        verification_id: expect.any(String),
        expires_at: new Date(T0.getTime() + 60 * MINUTE).toISOString(),
      },
    });
    const token = body.data.liveness_url.split('/').pop();
    expect(
      deps.db.prepare('SELECT remitter_id, channel, created_at FROM kyc_requests WHERE token = ?').get(token),
    ).toEqual({
      remitter_id: 'R200001',
      channel: 'whatsapp',
      created_at: T0.toISOString(),
    });
  });

  it('keeps an existing record and its verification id', async () => {
    const { call } = freshSandbox();
    const before = await call('GET /identity/api/kyc/verification/R200001');
    const { body } = await call('POST /identity/api/kyc/request-verification', {
      body: { remitterId: 'R200001' },
    });
    expect(body.data.verification_id).toBe(before.body.data.verification_summary.verification_id);
    const after = await call('GET /identity/api/kyc/verification/R200001');
    expect(after.body).toEqual(before.body);
  });

  it('defaults the channel to web', async () => {
    const { call, deps } = freshSandbox();
    await call('POST /identity/api/kyc/request-verification', { body: { remitterId: 'R200001' } });
    expect(deps.db.prepare('SELECT channel FROM kyc_requests').get()).toEqual({ channel: 'web' });
  });

  it('starts an in-progress record for a remitter who had none', async () => {
    const { call } = freshSandbox();
    const { body } = await call('POST /identity/api/kyc/request-verification', {
      body: { remitterId: 'R200002' },
    });
    const { status, body: record } = await call('GET /identity/api/kyc/verification/R200002');
    expect(status).toBe(200);
    expect(record.data.verification_summary).toMatchObject({
      verification_id: body.data.verification_id,
      remitter_id: 'R200002',
      overall_status: 'in_progress',
      is_verified: false,
      progress_percentage: 0,
      completed_at: null,
    });
    for (const name of KYC_SERVICES) {
      expect(record.data.verification_services[name]).toMatchObject({ status: 'pending', attempt_number: 0 });
    }
  });

  it.each([
    ['no remitterId', {}],
    ['an empty remitterId', { remitterId: '  ' }],
    ['an unknown channel', { remitterId: 'R200001', channel: 'sms' }],
  ])('answers 400 for %s', async (_label, body) => {
    const { call } = freshSandbox();
    const answer = await call('POST /identity/api/kyc/request-verification', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('answers 404 for a remitter id no user has', async () => {
    const { call } = freshSandbox();
    const answer = await call('POST /identity/api/kyc/request-verification', {
      body: { remitterId: 'R999999' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  describe('rate limit: 3 requests per remitter in any 10 minutes', () => {
    const request = (call: ReturnType<typeof freshSandbox>['call'], remitterId = 'R200001') =>
      call('POST /identity/api/kyc/request-verification', { body: { remitterId } });

    it('refuses the 4th with the wait, the next allowed time and the last attempt', async () => {
      const { call, setNow, at } = clockedSandbox();
      for (const minute of [0, 1, 2]) {
        setNow(at(minute));
        expect((await request(call)).status).toBe(200);
      }
      setNow(at(3));
      const refused = await request(call);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        message: expect.any(String),
        wait_time_minutes: 7,
        next_allowed_at: at(10).toISOString(),
        last_attempt_at: at(2).toISOString(),
      });
    });

    it('rounds the wait up to whole minutes, at least 1', async () => {
      const { call, setNow, at } = clockedSandbox();
      for (let i = 0; i < 3; i += 1) await request(call);
      setNow(at(0.25));
      expect((await request(call)).body.wait_time_minutes).toBe(10);
      setNow(at(9.5));
      expect((await request(call)).body.wait_time_minutes).toBe(1);
      setNow(at(9.99));
      expect((await request(call)).body.wait_time_minutes).toBe(1);
    });

    it('allows a request again once the oldest has left the window', async () => {
      const { call, setNow, at } = clockedSandbox();
      for (const minute of [0, 1, 2]) {
        setNow(at(minute));
        await request(call);
      }
      setNow(at(10));
      expect((await request(call)).status).toBe(200);
      // Now 1, 2 and 10 are in the window: the next waits for minute 1 to leave it.
      const refused = await request(call);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        wait_time_minutes: 1,
        next_allowed_at: at(11).toISOString(),
        last_attempt_at: at(10).toISOString(),
      });
    });

    it('counts each remitter apart and does not count refused requests', async () => {
      const { call, setNow, at } = clockedSandbox();
      for (let i = 0; i < 3; i += 1) await request(call);
      expect((await request(call)).status).toBe(429);
      expect((await request(call, 'R100001')).status).toBe(200);
      setNow(at(10));
      expect((await request(call)).status).toBe(200);
    });
  });
});

describe('unknown identity paths', () => {
  it('answer 404 in the service failure shape', async () => {
    const { call } = freshSandbox();
    const answer = await call('GET /identity/api/kyc/nothing');
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: expect.any(String) } });
  });
});
