import type { Db } from '../db/connection.ts';
import type { KycRecord } from '../../src/api/contract.ts';
import { userByEmail } from '../lib/users.ts';
import { documentOcr, newVerificationId, saveKycRecord } from '../identity/store.ts';
import {
  OUTCOMES,
  newRecord,
  passedAml,
  passedDocument,
  pendingAml,
  pendingFaceMatch,
  pendingLiveness,
  recompute,
} from '../identity/records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Alerts of the partial record: three, so the app's cap of two shows. */
export const SEEDED_ALERTS: KycRecord['compliance_alerts'] = [
  {
    description:
      'Liveness check failed: the face was not clearly visible. Retry in good light without glasses or a hat.',
    severity: 'high',
  },
  { description: 'Face match is waiting for a passed liveness check.', severity: 'medium' },
  { description: 'AML and PEP screening starts once the biometric checks pass.', severity: 'low' },
];

/**
 * KYC demo data: sa.sender part-way (document passed, liveness failed, face match in progress,
 * AML pending; 25%), uk.sender fully verified. Everyone else has not started (404).
 */
export function seedKycRecords(db: Db, now: Date): void {
  const partial = userByEmail(db, 'sa.sender@example.com');
  if (partial?.remitter_id) {
    const record = newRecord(newVerificationId(db), partial.remitter_id);
    const s = record.verification_services;
    const failed = OUTCOMES.liveness_check.failed;
    saveKycRecord(
      db,
      recompute(
        {
          ...record,
          verification_services: {
            document_verification: passedDocument(s.document_verification, documentOcr(partial)),
            liveness_check: {
              ...pendingLiveness(),
              status: 'failed',
              confidence: failed.confidence,
              attempt_number: 1,
              needs_retry: true,
              duration_seconds: failed.duration,
            },
            face_match: { ...pendingFaceMatch(), status: 'in_progress', attempt_number: 1 },
            aml_pep_screening: pendingAml(),
          },
          compliance_alerts: SEEDED_ALERTS,
        },
        now,
      ),
    );
  }

  const verified = userByEmail(db, 'uk.sender@example.com');
  if (verified?.remitter_id) {
    const record = newRecord(newVerificationId(db), verified.remitter_id);
    const s = record.verification_services;
    const liveness = OUTCOMES.liveness_check.passed;
    const face = OUTCOMES.face_match.passed;
    const completed = new Date(now.getTime() - 30 * DAY_MS);
    saveKycRecord(
      db,
      recompute(
        {
          ...record,
          verification_services: {
            document_verification: passedDocument(s.document_verification, documentOcr(verified)),
            liveness_check: {
              ...s.liveness_check,
              status: 'passed',
              confidence: liveness.confidence,
              attempt_number: 1,
              duration_seconds: liveness.duration,
            },
            face_match: {
              ...s.face_match,
              status: 'passed',
              confidence: face.confidence,
              attempt_number: 1,
              duration_seconds: face.duration,
            },
            aml_pep_screening: passedAml(s.aml_pep_screening),
          },
        },
        completed,
      ),
    );
  }
}
