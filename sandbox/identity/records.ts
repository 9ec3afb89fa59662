import {
  KYC_SERVICES,
  type KycRecord,
  type KycServiceName,
  type KycServiceResult,
  type KycServiceStatus,
} from '../../src/api/contract.ts';

/**
 * KYC records of the identity service: how a new record looks, what a passed or failed liveness
 * session does to it, and the summary fields derived from its four services. Pure functions:
 * callers pass the time and the data read from the documents.
 */

/** What the document check reads off the ID document (its OCR fields). */
export interface DocumentOcr {
  document_type: string | null;
  document_number: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  expiry_date: string | null;
  issuing_country: string | null;
}

export const EMPTY_OCR: DocumentOcr = {
  document_type: null,
  document_number: null,
  first_name: null,
  last_name: null,
  date_of_birth: null,
  expiry_date: null,
  issuing_country: null,
};

export type ComplianceAlert = KycRecord['compliance_alerts'][number];

/** Confidence and duration the sandbox reports for a check that passed or failed. */
export const OUTCOMES = {
  document_verification: { passed: { confidence: 0.97, duration: 8 } },
  liveness_check: { passed: { confidence: 0.94, duration: 14 }, failed: { confidence: 0.38, duration: 17 } },
  face_match: { passed: { confidence: 0.92, duration: 3 }, failed: { confidence: 0.31, duration: 4 } },
  aml_pep_screening: { passed: { confidence: 0.99, duration: 5 } },
} as const;

export const FACE_MATCH_DECLINE_REASON =
  'No live face was detected, so the selfie could not be matched to the document.';

function base(status: KycServiceStatus, attempt: number): KycServiceResult {
  return { status, confidence: null, attempt_number: attempt, needs_retry: false, duration_seconds: null };
}

export function pendingDocument(): KycServiceResult {
  return { ...base('pending', 0), ...EMPTY_OCR };
}

export function pendingLiveness(): KycServiceResult {
  return base('pending', 0);
}

export function pendingFaceMatch(): KycServiceResult {
  return { ...base('pending', 0), decline_reason: null, step_errors: [] };
}

export function pendingAml(): KycServiceResult {
  return {
    ...base('pending', 0),
    risk_score: null,
    pep_status: 'pending',
    sanctions_status: 'pending',
    adverse_media_status: 'pending',
    watchlist_matches: 0,
    match_status: 'pending',
    case_status: 'not_started',
    total_records: 0,
  };
}

/** The document check, passed, with the fields read from the document. */
export function passedDocument(previous: KycServiceResult, ocr: DocumentOcr): KycServiceResult {
  const { confidence, duration } = OUTCOMES.document_verification.passed;
  return {
    ...previous,
    ...ocr,
    status: 'passed',
    confidence,
    attempt_number: Math.max(previous.attempt_number, 1),
    needs_retry: false,
    duration_seconds: duration,
  };
}

/** The AML/PEP screening, passed with no match on any list. */
export function passedAml(previous: KycServiceResult): KycServiceResult {
  const { confidence, duration } = OUTCOMES.aml_pep_screening.passed;
  return {
    ...previous,
    status: 'passed',
    confidence,
    attempt_number: Math.max(previous.attempt_number, 1),
    needs_retry: false,
    duration_seconds: duration,
    risk_score: 4,
    pep_status: 'clear',
    sanctions_status: 'clear',
    adverse_media_status: 'clear',
    watchlist_matches: 0,
    match_status: 'no_match',
    case_status: 'closed',
    total_records: 0,
  };
}

/** A record for a remitter who has just asked for verification: every check still to do. */
export function newRecord(verificationId: string, remitterId: string): KycRecord {
  return recompute(
    {
      verification_summary: {
        verification_id: verificationId,
        remitter_id: remitterId,
        overall_status: 'in_progress',
        is_verified: false,
        confidence_score: null,
        progress_percentage: 0,
        requires_manual_review: false,
        completed_at: null,
      },
      verification_services: {
        document_verification: pendingDocument(),
        liveness_check: pendingLiveness(),
        face_match: pendingFaceMatch(),
        aml_pep_screening: pendingAml(),
      },
      retry_status: { can_retry: false, services_needing_retry: [], services_passed: [] },
      compliance_alerts: [],
    },
    null,
  );
}

/** Overall status from the services: completed when all passed, failed when any failed. */
export function overallStatus(statuses: readonly KycServiceStatus[]): 'completed' | 'failed' | 'in_progress' {
  if (statuses.length > 0 && statuses.every((s) => s === 'passed')) return 'completed';
  if (statuses.some((s) => s === 'failed')) return 'failed';
  return 'in_progress';
}

/** Share of the four services that passed, as a whole percentage. */
export function progressPercentage(statuses: readonly KycServiceStatus[]): number {
  const passed = statuses.filter((s) => s === 'passed').length;
  return Math.round((passed / KYC_SERVICES.length) * 100);
}

/** Mean confidence of the services that passed (2 decimals), or null when none passed. */
export function confidenceScore(services: readonly KycServiceResult[]): number | null {
  const values = services
    .filter((s) => s.status === 'passed' && s.confidence !== null)
    .map((s) => s.confidence as number);
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100;
}

/**
 * Recomputes the derived fields (overall status, progress, confidence, is_verified,
 * completed_at, retry status) from the four services. `now` stamps completed_at when the record
 * becomes complete; a record already complete keeps its date.
 */
export function recompute(record: KycRecord, now: Date | null): KycRecord {
  const services = record.verification_services;
  const statuses = KYC_SERVICES.map((name) => services[name].status);
  const overall = overallStatus(statuses);
  const complete = overall === 'completed';
  const servicesPassed = KYC_SERVICES.filter((name) => services[name].status === 'passed');
  const needingRetry = KYC_SERVICES.filter((name) => services[name].needs_retry);
  const summary = record.verification_summary;
  return {
    ...record,
    verification_summary: {
      ...summary,
      overall_status: overall,
      is_verified: complete,
      confidence_score: confidenceScore(KYC_SERVICES.map((name) => services[name])),
      progress_percentage: progressPercentage(statuses),
      completed_at: complete ? (summary.completed_at ?? now?.toISOString() ?? null) : null,
    },
    retry_status: {
      can_retry: needingRetry.length > 0,
      services_needing_retry: needingRetry,
      services_passed: servicesPassed,
    },
  };
}

/** Pending, in-progress or never-attempted checks are finished by a passed liveness session. */
function stillOpen(status: KycServiceStatus): boolean {
  return status === 'pending' || status === 'in_progress' || status === 'not_attempted';
}

/**
 * A passed liveness session: liveness and face match pass (a new attempt each), and the document
 * check and AML screening pass too if they were still open. Alerts are cleared once every check
 * has passed.
 */
export function applyLivenessPass(record: KycRecord, now: Date, ocr: DocumentOcr): KycRecord {
  const s = record.verification_services;
  const services: Record<KycServiceName, KycServiceResult> = {
    document_verification: stillOpen(s.document_verification.status)
      ? passedDocument(s.document_verification, ocr)
      : s.document_verification,
    liveness_check: {
      ...s.liveness_check,
      status: 'passed',
      confidence: OUTCOMES.liveness_check.passed.confidence,
      attempt_number: s.liveness_check.attempt_number + 1,
      needs_retry: false,
      duration_seconds: OUTCOMES.liveness_check.passed.duration,
    },
    face_match: {
      ...s.face_match,
      status: 'passed',
      confidence: OUTCOMES.face_match.passed.confidence,
      attempt_number: s.face_match.attempt_number + 1,
      needs_retry: false,
      duration_seconds: OUTCOMES.face_match.passed.duration,
      decline_reason: null,
      step_errors: [],
    },
    aml_pep_screening: stillOpen(s.aml_pep_screening.status)
      ? passedAml(s.aml_pep_screening)
      : s.aml_pep_screening,
  };
  const allPassed = KYC_SERVICES.every((name) => services[name].status === 'passed');
  return recompute(
    {
      ...record,
      verification_services: services,
      compliance_alerts: allPassed ? [] : record.compliance_alerts,
    },
    now,
  );
}

/**
 * A failed liveness session: liveness and face match fail (a new attempt each) and need a retry,
 * and a compliance alert is put first in the list.
 */
export function applyLivenessFail(record: KycRecord, now: Date): KycRecord {
  const s = record.verification_services;
  const attempt = s.liveness_check.attempt_number + 1;
  const alert: ComplianceAlert = {
    description: `Liveness check failed on attempt ${attempt}: no live face was detected. A new attempt is required.`,
    severity: 'high',
  };
  const services: Record<KycServiceName, KycServiceResult> = {
    ...s,
    liveness_check: {
      ...s.liveness_check,
      status: 'failed',
      confidence: OUTCOMES.liveness_check.failed.confidence,
      attempt_number: attempt,
      needs_retry: true,
      duration_seconds: OUTCOMES.liveness_check.failed.duration,
    },
    face_match: {
      ...s.face_match,
      status: 'failed',
      confidence: OUTCOMES.face_match.failed.confidence,
      attempt_number: s.face_match.attempt_number + 1,
      needs_retry: true,
      duration_seconds: OUTCOMES.face_match.failed.duration,
      decline_reason: FACE_MATCH_DECLINE_REASON,
      step_errors: ['liveness_not_confirmed', 'face_not_matched'],
    },
  };
  return recompute(
    { ...record, verification_services: services, compliance_alerts: [alert, ...record.compliance_alerts] },
    now,
  );
}
