/** The identity (KYC) service: its verification record, its rate-limit answer and its calls. */

export type KycServiceStatus = 'passed' | 'failed' | 'in_progress' | 'pending' | 'not_attempted';
export type KycServiceName = 'document_verification' | 'liveness_check' | 'face_match' | 'aml_pep_screening';
export const KYC_SERVICES: readonly KycServiceName[] = [
  'document_verification',
  'liveness_check',
  'face_match',
  'aml_pep_screening',
];

export interface KycServiceResult {
  status: KycServiceStatus;
  confidence: number | null;
  attempt_number: number;
  needs_retry: boolean;
  duration_seconds: number | null;
  [extra: string]: unknown;
}

export interface KycRecord {
  verification_summary: {
    verification_id: string;
    remitter_id: string;
    overall_status: string;
    is_verified: boolean;
    confidence_score: number | null;
    progress_percentage: number;
    requires_manual_review: boolean;
    completed_at: string | null;
  };
  verification_services: {
    /** With OCR fields (doc 1 §3 names none of them). */
    document_verification: KycServiceResult;
    liveness_check: KycServiceResult;
    face_match: KycServiceResult & { decline_reason?: string | null; step_errors?: unknown[] };
    aml_pep_screening: KycServiceResult & {
      risk_score?: number | null;
      pep_status?: string;
      sanctions_status?: string;
      adverse_media_status?: string;
      watchlist_matches?: unknown;
      match_status?: string;
      case_status?: string;
      total_records?: number;
    };
  };
  retry_status: {
    can_retry: boolean;
    services_needing_retry: KycServiceName[];
    services_passed: KycServiceName[];
  };
  compliance_alerts: { description: string; severity?: string }[];
}

export interface KycRateLimitBody {
  success: false;
  message: string;
  wait_time_minutes: number;
  next_allowed_at: string;
  last_attempt_at: string;
}

/** The identity (KYC) service, mounted under its own base URL. No token. */
export interface IdentityCalls {
  'GET /api/kyc/verification/:remitterId': {
    body: undefined;
    response: { data: KycRecord; success?: true };
    params: { remitterId: string };
  };
  'POST /api/kyc/request-verification': {
    body: { remitterId: string; channel?: 'web' | 'whatsapp' };
    response: {
      success: true;
      data: { liveness_url: string; verification_id?: string; expires_at?: string };
    };
  };
}
