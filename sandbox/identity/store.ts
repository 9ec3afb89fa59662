import { randomBytes } from 'node:crypto';
import { nextNumber, parseJson, type Db } from '../db/connection.ts';
import type { KycRecord } from '../../src/api/contract.ts';
import { storedProfile, type UserRow } from '../lib/users.ts';
import type { DocumentOcr } from './records.ts';

/** How long a liveness link can be used. */
export const LIVENESS_SESSION_MS = 60 * 60 * 1000;

export type KycChannel = 'web' | 'whatsapp';

export interface KycRequestRow {
  token: string;
  remitter_id: string;
  channel: KycChannel;
  created_at: string;
}

export function kycRecord(db: Db, remitterId: string): KycRecord | undefined {
  const row = db.prepare('SELECT data FROM kyc_records WHERE remitter_id = ?').get(remitterId) as
    { data: string } | undefined;
  return row ? parseJson<KycRecord>(row.data) : undefined;
}

export function saveKycRecord(db: Db, record: KycRecord): void {
  db.prepare(
    `INSERT INTO kyc_records (remitter_id, data) VALUES (?, ?)
     ON CONFLICT(remitter_id) DO UPDATE SET data = excluded.data`,
  ).run(record.verification_summary.remitter_id, JSON.stringify(record));
}

/** A new verification id, e.g. `KYC-100001`. */
export function newVerificationId(db: Db): string {
  return `KYC-${nextNumber(db, 'kyc_verification', 100001)}`;
}

/** Times of the remitter's verification requests made after `since`. */
export function requestTimesSince(db: Db, remitterId: string, since: Date): Date[] {
  const rows = db
    .prepare(
      'SELECT created_at FROM kyc_requests WHERE remitter_id = ? AND created_at > ? ORDER BY created_at',
    )
    .all(remitterId, since.toISOString()) as { created_at: string }[];
  return rows.map((row) => new Date(row.created_at));
}

/** Stores a verification request and returns its liveness token. */
export function insertKycRequest(db: Db, remitterId: string, channel: KycChannel, now: Date): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO kyc_requests (token, remitter_id, channel, created_at) VALUES (?, ?, ?, ?)').run(
    token,
    remitterId,
    channel,
    now.toISOString(),
  );
  return token;
}

/** The request behind a liveness token, unless unknown or older than the session length. */
export function liveRequest(db: Db, token: string, now: Date): KycRequestRow | undefined {
  const row = db.prepare('SELECT * FROM kyc_requests WHERE token = ?').get(token) as
    KycRequestRow | undefined;
  if (!row) return undefined;
  return now.getTime() - Date.parse(row.created_at) > LIVENESS_SESSION_MS ? undefined : row;
}

/** What the document check "reads" off the remitter's ID: the details they gave in their profile. */
export function documentOcr(user: UserRow): DocumentOcr {
  const p = storedProfile(user);
  const value = (key: string) => (p[key] ? p[key] : null);
  return {
    document_type: value('id1_type'),
    document_number: value('id1_details'),
    first_name: user.first_name ?? value('first_name'),
    last_name: value('last_name'),
    date_of_birth: value('dob'),
    expiry_date: value('id1_expiry'),
    issuing_country: value('id1_issue_country'),
  };
}
