import { describe, expect, it } from 'vitest';
import type { KycRecord, KycServiceStatus } from '../../src/api/contract.ts';
import {
  EMPTY_OCR,
  applyLivenessFail,
  applyLivenessPass,
  confidenceScore,
  newRecord,
  overallStatus,
  progressPercentage,
  recompute,
} from '../../sandbox/identity/records.ts';
import { checkRateLimit } from '../../sandbox/identity/rate-limit.ts';
import { escapeHtml } from '../../sandbox/identity/liveness-page.ts';

const NOW = new Date('2025-03-10T09:00:00.000Z');
const min = (m: number) => new Date(NOW.getTime() + m * 60_000);

/** A record whose four services have the given statuses (failed ones need a retry). */
function withStatuses(statuses: KycServiceStatus[]): KycRecord {
  const record = newRecord('KYC-1', 'R1');
  const names = ['document_verification', 'liveness_check', 'face_match', 'aml_pep_screening'] as const;
  names.forEach((name, i) => {
    const status = statuses[i] as KycServiceStatus;
    record.verification_services[name] = {
      ...record.verification_services[name],
      status,
      confidence: status === 'passed' ? 0.9 : null,
      needs_retry: status === 'failed',
    };
  });
  return record;
}

describe('overallStatus and progressPercentage', () => {
  it.each<[KycServiceStatus[], string, number]>([
    [['passed', 'passed', 'passed', 'passed'], 'completed', 100],
    [['passed', 'passed', 'passed', 'pending'], 'in_progress', 75],
    [['passed', 'failed', 'in_progress', 'pending'], 'failed', 25],
    [['pending', 'pending', 'pending', 'pending'], 'in_progress', 0],
    [['not_attempted', 'not_attempted', 'not_attempted', 'not_attempted'], 'in_progress', 0],
    [['passed', 'passed', 'failed', 'passed'], 'failed', 75],
    [['passed', 'in_progress', 'pending', 'pending'], 'in_progress', 25],
    [['passed', 'passed', 'pending', 'pending'], 'in_progress', 50],
  ])('%j -> %s, %i%%', (statuses, overall, progress) => {
    expect(overallStatus(statuses)).toBe(overall);
    expect(progressPercentage(statuses)).toBe(progress);
  });
});

describe('confidenceScore', () => {
  const s = (status: KycServiceStatus, confidence: number | null) => ({
    status,
    confidence,
    attempt_number: 1,
    needs_retry: false,
    duration_seconds: null,
  });
  it.each([
    [[s('passed', 0.9), s('passed', 0.95)], 0.93],
    [[s('passed', 0.97), s('failed', 0.3)], 0.97],
    [[s('failed', 0.3), s('pending', null)], null],
    [[], null],
  ])('%j -> %s', (services, expected) => {
    expect(confidenceScore(services)).toBe(expected);
  });
});

describe('recompute', () => {
  it.each<
    [KycServiceStatus[], { is_verified: boolean; completed: boolean; retry: string[]; passed: string[] }]
  >([
    [
      ['passed', 'passed', 'passed', 'passed'],
      {
        is_verified: true,
        completed: true,
        retry: [],
        passed: ['document_verification', 'liveness_check', 'face_match', 'aml_pep_screening'],
      },
    ],
    [
      ['passed', 'failed', 'in_progress', 'pending'],
      { is_verified: false, completed: false, retry: ['liveness_check'], passed: ['document_verification'] },
    ],
    [
      ['failed', 'failed', 'failed', 'failed'],
      {
        is_verified: false,
        completed: false,
        retry: ['document_verification', 'liveness_check', 'face_match', 'aml_pep_screening'],
        passed: [],
      },
    ],
    [
      ['pending', 'pending', 'pending', 'pending'],
      { is_verified: false, completed: false, retry: [], passed: [] },
    ],
  ])('%j', (statuses, expected) => {
    const out = recompute(withStatuses(statuses), NOW);
    expect(out.verification_summary.is_verified).toBe(expected.is_verified);
    expect(out.verification_summary.completed_at).toBe(expected.completed ? NOW.toISOString() : null);
    expect(out.retry_status).toEqual({
      can_retry: expected.retry.length > 0,
      services_needing_retry: expected.retry,
      services_passed: expected.passed,
    });
  });

  it('keeps the completion date of a record that was already complete', () => {
    const done = recompute(withStatuses(['passed', 'passed', 'passed', 'passed']), NOW);
    expect(recompute(done, min(30)).verification_summary.completed_at).toBe(NOW.toISOString());
  });

  it('does not change the record it is given', () => {
    const record = withStatuses(['passed', 'passed', 'passed', 'passed']);
    const copy = structuredClone(record);
    recompute(record, NOW);
    expect(record).toEqual(copy);
  });
});

describe('applyLivenessPass', () => {
  it.each<[KycServiceStatus, KycServiceStatus]>([
    ['pending', 'passed'],
    ['in_progress', 'passed'],
    ['not_attempted', 'passed'],
    ['passed', 'passed'],
    ['failed', 'failed'],
  ])('a document check %s ends %s; so does AML screening', (from, to) => {
    const out = applyLivenessPass(withStatuses([from, 'failed', 'in_progress', from]), NOW, EMPTY_OCR);
    expect(out.verification_services.document_verification.status).toBe(to);
    expect(out.verification_services.aml_pep_screening.status).toBe(to);
    expect(out.verification_services.liveness_check).toMatchObject({
      status: 'passed',
      needs_retry: false,
      attempt_number: 1,
    });
    expect(out.verification_services.face_match).toMatchObject({
      status: 'passed',
      needs_retry: false,
      attempt_number: 1,
    });
    expect(out.verification_summary.is_verified).toBe(to === 'passed');
  });

  it('fills the document fields from what was read off the document', () => {
    const ocr = { ...EMPTY_OCR, document_number: 'P123', last_name: 'Sample' };
    const out = applyLivenessPass(newRecord('KYC-1', 'R1'), NOW, ocr);
    expect(out.verification_services.document_verification).toMatchObject({
      document_number: 'P123',
      last_name: 'Sample',
    });
  });

  it('clears the alerts only when every check passed', () => {
    const alerts = [{ description: 'x' }];
    const all = applyLivenessPass(
      { ...withStatuses(['passed', 'failed', 'failed', 'passed']), compliance_alerts: alerts },
      NOW,
      EMPTY_OCR,
    );
    expect(all.compliance_alerts).toEqual([]);
    const some = applyLivenessPass(
      { ...withStatuses(['failed', 'failed', 'failed', 'passed']), compliance_alerts: alerts },
      NOW,
      EMPTY_OCR,
    );
    expect(some.compliance_alerts).toEqual(alerts);
  });
});

describe('applyLivenessFail', () => {
  it.each([0, 1, 4])('counts attempt %i + 1 and puts a new alert first', (attempt) => {
    const record = withStatuses(['passed', 'pending', 'pending', 'pending']);
    record.verification_services.liveness_check.attempt_number = attempt;
    record.verification_services.face_match.attempt_number = attempt;
    record.compliance_alerts = [{ description: 'older' }];
    const out = applyLivenessFail(record, NOW);
    expect(out.verification_services.liveness_check).toMatchObject({
      status: 'failed',
      needs_retry: true,
      attempt_number: attempt + 1,
    });
    expect(out.verification_services.face_match).toMatchObject({
      status: 'failed',
      needs_retry: true,
      attempt_number: attempt + 1,
      decline_reason: expect.any(String),
    });
    expect(out.compliance_alerts.map((a) => a.description)).toEqual([
      expect.stringContaining(`attempt ${attempt + 1}`),
      'older',
    ]);
    expect(out.verification_summary).toMatchObject({
      overall_status: 'failed',
      progress_percentage: 25,
      is_verified: false,
    });
  });
});

describe('checkRateLimit (3 in 10 minutes)', () => {
  it.each<[string, Date[], Date, ReturnType<typeof checkRateLimit>]>([
    ['no earlier requests', [], NOW, { allowed: true }],
    ['two in the window', [min(0), min(1)], min(2), { allowed: true }],
    [
      'three in the window',
      [min(0), min(1), min(2)],
      min(3),
      { allowed: false, waitMinutes: 7, nextAllowedAt: min(10), lastAttemptAt: min(2) },
    ],
    [
      'three, unsorted',
      [min(2), min(0), min(1)],
      min(3),
      { allowed: false, waitMinutes: 7, nextAllowedAt: min(10), lastAttemptAt: min(2) },
    ],
    [
      'three, a few seconds before the oldest leaves',
      [min(0), min(0), min(0)],
      min(9.9),
      { allowed: false, waitMinutes: 1, nextAllowedAt: min(10), lastAttemptAt: min(0) },
    ],
    [
      'three, 30 s in',
      [min(0), min(0), min(0)],
      min(0.5),
      { allowed: false, waitMinutes: 10, nextAllowedAt: min(10), lastAttemptAt: min(0) },
    ],
    ['three, the oldest exactly 10 minutes ago', [min(0), min(1), min(2)], min(10), { allowed: true }],
    [
      'four older ones and two recent',
      [min(-30), min(-20), min(-15), min(-11), min(1), min(2)],
      min(3),
      { allowed: true },
    ],
    [
      'four in the window: wait for the 2nd oldest',
      [min(0), min(1), min(2), min(3)],
      min(4),
      { allowed: false, waitMinutes: 7, nextAllowedAt: min(11), lastAttemptAt: min(3) },
    ],
  ])('%s', (_label, previous, now, expected) => {
    expect(checkRateLimit(previous, now)).toEqual(expected);
  });
});

describe('escapeHtml', () => {
  it.each([
    ['<b>"x" & \'y\'</b>', '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'],
    ['/identity/liveness/abc_-1', '/identity/liveness/abc_-1'],
  ])('%s', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
