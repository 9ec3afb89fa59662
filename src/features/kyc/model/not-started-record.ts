import { KYC_SERVICES, type KycRecord, type KycServiceResult } from '@/api/contract.ts';

function notAttempted(extra: Record<string, unknown> = {}): KycServiceResult {
  return {
    status: 'not_attempted',
    confidence: null,
    attempt_number: 0,
    needs_retry: true,
    duration_seconds: null,
    ...extra,
  };
}

/**
 * The record of a remitter the identity service has none for (it answers 404). Spec §4 'KYC
 * overall status': not_started, every service not_attempted, PEP, sanctions and adverse media
 * pending, all four services needing retry.
 */
export function notStartedRecord(remitterId: string): KycRecord {
  return {
    verification_summary: {
      verification_id: '',
      remitter_id: remitterId,
      overall_status: 'not_started',
      is_verified: false,
      confidence_score: null,
      progress_percentage: 0,
      requires_manual_review: false,
      completed_at: null,
    },
    verification_services: {
      document_verification: notAttempted(),
      liveness_check: notAttempted(),
      face_match: notAttempted({ decline_reason: null, step_errors: [] }),
      aml_pep_screening: notAttempted({
        risk_score: null,
        pep_status: 'pending',
        sanctions_status: 'pending',
        adverse_media_status: 'pending',
        watchlist_matches: 0,
      }),
    },
    retry_status: { can_retry: true, services_needing_retry: [...KYC_SERVICES], services_passed: [] },
    compliance_alerts: [],
  };
}
