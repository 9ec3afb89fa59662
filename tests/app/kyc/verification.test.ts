import { describe, expect, it } from 'vitest';
import type { KycRecord, KycServiceStatus } from '@/api/contract.ts';
import { isFullyVerified } from '@/features/kyc/model/verification.ts';
import { notStartedRecord } from '@/features/kyc/model/not-started-record.ts';
import {
  attentionItems,
  badgePalette,
  progressOf,
  serviceViews,
  statusWords,
} from '@/features/kyc/model/verification.ts';

/** A record whose four services have these statuses (in the spec's order). */
function recordWith(statuses: string[], summary: Partial<KycRecord['verification_summary']> = {}): KycRecord {
  const record = notStartedRecord('R1');
  const [document, liveness, face, aml] = statuses as KycServiceStatus[];
  const s = record.verification_services;
  return {
    ...record,
    verification_summary: { ...record.verification_summary, ...summary },
    verification_services: {
      document_verification: { ...s.document_verification, status: document! },
      liveness_check: { ...s.liveness_check, status: liveness! },
      face_match: { ...s.face_match, status: face! },
      aml_pep_screening: { ...s.aml_pep_screening, status: aml! },
    },
  };
}

describe('badge colours and words (green passed, red failed, blue in_progress, yellow otherwise)', () => {
  it.each([
    ['passed', 'green', 'Passed'],
    ['failed', 'red', 'Failed'],
    ['in_progress', 'blue', 'In Progress'],
    ['pending', 'yellow', 'Pending'],
    ['not_attempted', 'yellow', 'Pending'],
    ['manual_review', 'yellow', 'Pending'],
    ['', 'yellow', 'Pending'],
  ])('%j is %s, "%s"', (status, palette, words) => {
    expect(badgePalette(status)).toBe(palette);
    expect(statusWords(status)).toBe(words);
  });
});

describe('fully verified: is_verified, or all four services passed', () => {
  it.each([
    [['passed', 'passed', 'passed', 'passed'], false, true],
    [['passed', 'passed', 'passed', 'pending'], true, true],
    [['passed', 'passed', 'passed', 'pending'], false, false],
    [['passed', 'failed', 'passed', 'passed'], false, false],
    [['not_attempted', 'not_attempted', 'not_attempted', 'not_attempted'], false, false],
  ])('%j with is_verified %s: %s', (statuses, isVerified, verified) => {
    expect(isFullyVerified(recordWith(statuses, { is_verified: isVerified }))).toBe(verified);
  });
});

describe('percent complete', () => {
  it.each([
    [0, 0],
    [25, 25],
    [66.6, 67],
    [100, 100],
    [140, 100],
    [-5, 0],
    [Number.NaN, 0],
    ['50', 50],
  ])('%s -> %s', (given, shown) => {
    const record = recordWith(['pending', 'pending', 'pending', 'pending'], {
      progress_percentage: given as number,
    });
    expect(progressOf(record)).toBe(shown);
  });
});

describe('the four badges', () => {
  it('are named as the spec names them, in its order, with their status', () => {
    const views = serviceViews(recordWith(['passed', 'failed', 'in_progress', 'not_attempted']));
    expect(views.map((v) => [v.label, v.words, v.palette])).toEqual([
      ['Document Verification', 'Passed', 'green'],
      ['Liveness Check', 'Failed', 'red'],
      ['Face Match', 'In Progress', 'blue'],
      ['Aml Pep Screening', 'Pending', 'yellow'],
    ]);
  });
});

describe("'Requires Attention:' shows the first 2 compliance alerts", () => {
  const alerts = (...descriptions: string[]) => ({
    ...notStartedRecord('R1'),
    compliance_alerts: descriptions.map((description) => ({ description })),
  });

  it.each([
    [[], []],
    [['One'], ['One']],
    [
      ['One', 'Two'],
      ['One', 'Two'],
    ],
    [
      ['One', 'Two', 'Three'],
      ['One', 'Two'],
    ],
    [
      ['  ', 'Two', 'Three'],
      ['Two', 'Three'],
    ],
  ])('%j -> %j', (given, shown) => {
    expect(attentionItems(alerts(...given))).toEqual(shown);
  });
});
