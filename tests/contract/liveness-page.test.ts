import { describe, expect, it } from 'vitest';
import { KYC_SERVICES } from '../../src/api/contract.ts';
import { freshSandbox } from './helpers.ts';

const MINUTE = 60_000;
const T0 = new Date('2025-03-10T09:00:00.000Z');

function clockedSandbox() {
  let now = T0;
  const sandbox = freshSandbox({ now: () => now });
  return {
    ...sandbox,
    setNow: (at: Date) => (now = at),
    at: (minutes: number) => new Date(T0.getTime() + minutes * MINUTE),
  };
}

type Call = ReturnType<typeof freshSandbox>['call'];

/** Requests verification and returns the liveness page's path (without the origin). */
async function livenessPath(call: Call, remitterId: string): Promise<string> {
  const { body } = await call('POST /identity/api/kyc/request-verification', { body: { remitterId } });
  return new URL(body.data.liveness_url as string).pathname;
}

async function record(call: Call, remitterId: string) {
  const { status, body } = await call(`GET /identity/api/kyc/verification/${remitterId}`);
  expect(status).toBe(200);
  return body.data;
}

describe('GET /identity/liveness/:token', () => {
  it('serves a small accessible page with Pass and Fail forms and no script', async () => {
    const { call } = freshSandbox();
    const path = await livenessPath(call, 'R200001');
    const { status, body, headers } = await call(`GET ${path}`);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(body).toMatch(/<html lang="en">/);
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(body).toContain(
      `<form method="post" action="${path}/pass"><button type="submit" class="pass">Pass the check</button></form>`,
    );
    expect(body).toContain(
      `<form method="post" action="${path}/fail"><button type="submit" class="fail">Fail the check</button></form>`,
    );
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+=/i);
  });

  it('may be framed by the app on the same origin only', async () => {
    const { call } = freshSandbox();
    const { headers } = await call(`GET ${await livenessPath(call, 'R200001')}`);
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(headers.get('X-Frame-Options')).toBeNull();
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('answers a 404 page for an unknown token', async () => {
    const { call } = freshSandbox();
    const { status, body, headers } = await call('GET /identity/liveness/not-a-token');
    expect(status).toBe(404);
    expect(headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(body).toMatch(/<h1>Link not found<\/h1>/);
    expect(body).not.toContain('Pass the check');
  });

  it('works for 60 minutes and answers 404 after', async () => {
    const { call, setNow, at } = clockedSandbox();
    const path = await livenessPath(call, 'R200001');
    setNow(at(60));
    expect((await call(`GET ${path}`)).status).toBe(200);
    setNow(at(60.02));
    expect((await call(`GET ${path}`)).status).toBe(404);
    expect((await call(`POST ${path}/pass`)).status).toBe(404);
    expect((await call(`POST ${path}/fail`)).status).toBe(404);
    expect((await record(call, 'R200001')).verification_services.liveness_check.status).toBe('failed');
  });
});

describe('POST /identity/liveness/:token/pass', () => {
  it('passes liveness and face match, finishes the open checks and completes the record', async () => {
    const { call, setNow, at } = clockedSandbox();
    const path = await livenessPath(call, 'R200001');
    const before = await record(call, 'R200001');
    setNow(at(5));

    const { status, body } = await call(`POST ${path}/pass`);
    expect(status).toBe(200);
    expect(body).toMatch(/<h1>Verification submitted<\/h1>/);
    expect(body).not.toMatch(/<script/i);

    const after = await record(call, 'R200001');
    const services = after.verification_services;
    expect(services.liveness_check).toMatchObject({
      status: 'passed',
      attempt_number: 2,
      needs_retry: false,
    });
    expect(services.face_match).toMatchObject({
      status: 'passed',
      attempt_number: 2,
      needs_retry: false,
      decline_reason: null,
    });
    for (const name of ['liveness_check', 'face_match']) {
      expect(services[name].confidence).toBeGreaterThanOrEqual(0.9);
      expect(services[name].confidence).toBeLessThan(1);
    }
    expect(services.document_verification).toEqual(before.verification_services.document_verification);
    expect(services.aml_pep_screening).toMatchObject({
      status: 'passed',
      attempt_number: 1,
      pep_status: 'clear',
      sanctions_status: 'clear',
      adverse_media_status: 'clear',
    });
    expect(after.verification_summary).toMatchObject({
      verification_id: before.verification_summary.verification_id,
      overall_status: 'completed',
      is_verified: true,
      progress_percentage: 100,
      completed_at: at(5).toISOString(),
    });
    expect(after.retry_status).toEqual({
      can_retry: false,
      services_needing_retry: [],
      services_passed: [...KYC_SERVICES],
    });
    expect(after.compliance_alerts).toEqual([]);
  });

  it('passes a new record whole, reading the document from the profile', async () => {
    const { call } = freshSandbox();
    const path = await livenessPath(call, 'R100004');
    await call(`POST ${path}/pass`);
    const after = await record(call, 'R100004');
    for (const name of KYC_SERVICES) expect(after.verification_services[name].status).toBe('passed');
    expect(after.verification_services.document_verification).toMatchObject({
      first_name: 'Oliver',
      last_name: 'Bennett',
      attempt_number: 1,
    });
    expect(after.verification_summary.is_verified).toBe(true);
  });

  it('leaves a failed document check failed, so the record is not verified', async () => {
    const { call, deps } = freshSandbox();
    const path = await livenessPath(call, 'R200002');
    const stored = JSON.parse(
      (
        deps.db.prepare("SELECT data FROM kyc_records WHERE remitter_id = 'R200002'").get() as {
          data: string;
        }
      ).data,
    );
    stored.verification_services.document_verification.status = 'failed';
    stored.verification_services.document_verification.needs_retry = true;
    deps.db
      .prepare("UPDATE kyc_records SET data = ? WHERE remitter_id = 'R200002'")
      .run(JSON.stringify(stored));

    await call(`POST ${path}/pass`);
    const after = await record(call, 'R200002');
    expect(after.verification_services.document_verification.status).toBe('failed');
    expect(after.verification_summary).toMatchObject({
      overall_status: 'failed',
      is_verified: false,
      progress_percentage: 75,
      completed_at: null,
    });
    expect(after.retry_status).toMatchObject({
      can_retry: true,
      services_needing_retry: ['document_verification'],
    });
  });
});

describe('POST /identity/liveness/:token/fail', () => {
  it('fails liveness and face match, asks for a retry and adds an alert first', async () => {
    const { call } = freshSandbox();
    const path = await livenessPath(call, 'R200001');
    const before = await record(call, 'R200001');

    const { status, body } = await call(`POST ${path}/fail`);
    expect(status).toBe(200);
    expect(body).toMatch(/<h1>Verification failed<\/h1>/);
    expect(body).toContain(`href="${path}"`);

    const after = await record(call, 'R200001');
    const services = after.verification_services;
    expect(services.liveness_check).toMatchObject({ status: 'failed', attempt_number: 2, needs_retry: true });
    expect(services.face_match).toMatchObject({
      status: 'failed',
      attempt_number: 2,
      needs_retry: true,
      decline_reason: expect.any(String),
      step_errors: expect.arrayContaining([expect.any(String)]),
    });
    expect(services.document_verification).toEqual(before.verification_services.document_verification);
    expect(services.aml_pep_screening).toEqual(before.verification_services.aml_pep_screening);
    expect(after.compliance_alerts).toHaveLength(before.compliance_alerts.length + 1);
    expect(after.compliance_alerts[0].description).toMatch(/liveness/i);
    expect(after.compliance_alerts.slice(1)).toEqual(before.compliance_alerts);
    expect(after.verification_summary).toMatchObject({
      overall_status: 'failed',
      is_verified: false,
      progress_percentage: 25,
      completed_at: null,
    });
    expect(after.retry_status).toEqual({
      can_retry: true,
      services_needing_retry: ['liveness_check', 'face_match'],
      services_passed: ['document_verification'],
    });
  });

  it('lets the same link be used again after a failure', async () => {
    const { call } = freshSandbox();
    const path = await livenessPath(call, 'R200001');
    await call(`POST ${path}/fail`);
    expect((await call(`GET ${path}`)).status).toBe(200);
    await call(`POST ${path}/pass`);
    const after = await record(call, 'R200001');
    expect(after.verification_services.liveness_check).toMatchObject({ status: 'passed', attempt_number: 3 });
    expect(after.verification_summary.is_verified).toBe(true);
  });
});
