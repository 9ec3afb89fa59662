import { KYC_SERVICES, type KycRecord, type KycServiceName } from '@/api/contract.ts';

/** The four checks, named as the spec's badges name them. */
export const SERVICE_LABELS: Record<KycServiceName, string> = {
  document_verification: 'Document Verification',
  liveness_check: 'Liveness Check',
  face_match: 'Face Match',
  aml_pep_screening: 'Aml Pep Screening',
};

/** Spec §9: at most 2 compliance alerts are shown. */
export const MAX_ALERTS_SHOWN = 2;

/** A badge's colour palette: green passed, red failed, blue in_progress, yellow otherwise. */
export type BadgePalette = 'green' | 'red' | 'blue' | 'yellow';

export function badgePalette(status: string): BadgePalette {
  if (status === 'passed') return 'green';
  if (status === 'failed') return 'red';
  if (status === 'in_progress') return 'blue';
  return 'yellow';
}

/** The status in words beside its colour (doc 1 §3: passed, failed, in_progress, else pending). */
export function statusWords(status: string): string {
  if (status === 'passed') return 'Passed';
  if (status === 'failed') return 'Failed';
  if (status === 'in_progress') return 'In Progress';
  return 'Pending';
}

/** Fully verified: the summary says so, or all four services passed. */
export function isFullyVerified(record: KycRecord): boolean {
  if (record.verification_summary.is_verified === true) return true;
  return KYC_SERVICES.every((name) => record.verification_services[name]?.status === 'passed');
}

/** The percent complete as a whole number from 0 to 100 (0 when the service sent no number). */
export function progressOf(record: KycRecord): number {
  const value = Number(record.verification_summary.progress_percentage);
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export interface ServiceView {
  name: KycServiceName;
  label: string;
  status: string;
  words: string;
  palette: BadgePalette;
}

/** The four badges, in the spec's order. */
export function serviceViews(record: KycRecord): ServiceView[] {
  return KYC_SERVICES.map((name) => {
    const status = String(record.verification_services[name]?.status ?? 'pending');
    return {
      name,
      label: SERVICE_LABELS[name],
      status,
      words: statusWords(status),
      palette: badgePalette(status),
    };
  });
}

/** 'Requires Attention:': the first 2 compliance alerts' descriptions (blank ones skipped). */
export function attentionItems(record: KycRecord): string[] {
  return (record.compliance_alerts ?? [])
    .map((alert) => (typeof alert?.description === 'string' ? alert.description.trim() : ''))
    .filter((text) => text !== '')
    .slice(0, MAX_ALERTS_SHOWN);
}
