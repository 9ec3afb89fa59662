/**
 * The identity service's strict shapes (doc 2 §7's notes): the verification record under `data`,
 * and the request's `success` and `data.liveness_url`.
 */
import type { IdentityCalls, KycRecord, KycServiceResult } from '../../src/api/contract/identity.ts';
import { optional, shapeOf, type Shape } from './shape.ts';

type Answer<K extends keyof IdentityCalls> = IdentityCalls[K]['response'];

/**
 * Each service of the record: status, confidence, attempt_number, needs_retry, duration_seconds
 * (doc 2 §7); the document's OCR fields are not named by the spec, so not kept.
 */
const SERVICE_SHAPE = shapeOf<KycServiceResult>()({
  status: true,
  confidence: true,
  attempt_number: true,
  needs_retry: true,
  duration_seconds: true,
});

/** Doc 1 §3's face match: decline_reason, step_errors. */
const FACE_MATCH_SHAPE = { ...SERVICE_SHAPE, decline_reason: optional(), step_errors: optional() };

/** Doc 1 §3's AML/PEP screening fields (its "and others" are not named, so not kept). */
const AML_SHAPE = {
  ...SERVICE_SHAPE,
  risk_score: optional(),
  pep_status: optional(),
  sanctions_status: optional(),
  adverse_media_status: optional(),
  watchlist_matches: optional(),
  match_status: optional(),
  case_status: optional(),
  total_records: optional(),
};

export const KYC_RECORD_SHAPE = shapeOf<KycRecord>()({
  verification_summary: {
    verification_id: true,
    remitter_id: true,
    overall_status: true,
    is_verified: true,
    confidence_score: true,
    progress_percentage: true,
    requires_manual_review: true,
    completed_at: true,
  },
  verification_services: {
    document_verification: SERVICE_SHAPE,
    liveness_check: SERVICE_SHAPE,
    face_match: FACE_MATCH_SHAPE,
    aml_pep_screening: AML_SHAPE,
  },
  retry_status: { can_retry: true, services_needing_retry: true, services_passed: true },
  compliance_alerts: { description: true },
});

export const IDENTITY_STRICT_SHAPES = {
  'GET /api/kyc/verification/:remitterId': shapeOf<Answer<'GET /api/kyc/verification/:remitterId'>>()({
    data: KYC_RECORD_SHAPE,
  }),
  'POST /api/kyc/request-verification': shapeOf<Answer<'POST /api/kyc/request-verification'>>()({
    success: true,
    data: { liveness_url: true },
  }),
} as const satisfies Record<keyof IdentityCalls, Shape>;
