/**
 * The identity service's strict shapes (doc 2 §7's notes): the verification record under `data`,
 * and the request's `success` and `data.liveness_url`.
 */
import type { IdentityCalls, KycRecord, KycServiceResult } from '../contract/identity.ts';
import { shapeOf, type Shape } from './shape.ts';

type Answer<K extends keyof IdentityCalls> = IdentityCalls[K]['response'];

/** Each service of the record: status, confidence, attempt_number, needs_retry, duration_seconds. */
const SERVICE_SHAPE = shapeOf<KycServiceResult>()({
  status: true,
  confidence: true,
  attempt_number: true,
  needs_retry: true,
  duration_seconds: true,
});

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
    face_match: SERVICE_SHAPE,
    aml_pep_screening: SERVICE_SHAPE,
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
