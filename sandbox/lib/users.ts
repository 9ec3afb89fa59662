import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import type { Country, KycTier, Profile, RemitoneStatus, User } from '../../src/api/contract.ts';

export interface UserRow {
  id: number;
  email: string;
  mobile: string;
  password_hash: string;
  country: Country;
  remitter_id: string | null;
  first_name: string | null;
  onboarded: number;
  kyc_status: KycTier;
  remitone_status: RemitoneStatus;
  subscribe: number;
  session_id: string;
  default_transfer_purpose: string | null;
  profile: string;
  created_at: string;
}

/** Profile details kept with the user: the form's field names (first_name, address_line_1, ...). */
export type StoredProfile = Record<string, string>;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    remitter_id: row.remitter_id,
    session_id: row.session_id,
    country: row.country,
    mobile: row.mobile,
    email: row.email,
    first_name: row.first_name,
    onboarded: row.onboarded === 1,
    kyc_status: row.kyc_status,
    remitone_status: row.remitone_status,
    default_transfer_purpose: row.default_transfer_purpose,
  };
}

export function storedProfile(row: UserRow): StoredProfile {
  return JSON.parse(row.profile) as StoredProfile;
}

/** The tier an upgrade under review asks for (`requested_tier`), if any. */
export function tierUnderReview(profile: StoredProfile): KycTier | undefined {
  const tier = profile.requested_tier;
  return tier === 'limited' || tier === 'unlimited' ? tier : undefined;
}

/** The profile as the portal API returns it: the remitone part plus `middleware`. */
export function toProfile(row: UserRow): Profile {
  const p = storedProfile(row);
  const get = (key: string) => p[key] ?? '';
  return {
    remitter_id: row.remitter_id,
    firstname: row.first_name ?? get('first_name'),
    middlename: get('middle_name'),
    lastname: get('last_name'),
    dob: get('dob'),
    nationality: get('nationality'),
    email: row.email,
    mobile: row.mobile,
    address1: get('address_line_1'),
    address2: get('address_line_2'),
    city: get('city'),
    state: get('state_province'),
    postcode: get('post_code') || get('postal_code'),
    country: row.country,
    id1_type: get('id1_type'),
    id1_details: get('id1_details'),
    id1_issue_place: get('id1_issue_place'),
    id1_issue_country: get('id1_issue_country'),
    id1_expiry: get('id1_expiry'),
    id2_type: get('id2_type'),
    id3_type: get('id3_type'),
    id4_type: get('id4_type'),
    id3_details: get('id3_details'),
    id3_issue_place: get('id3_issue_place'),
    id3_issue_country: get('id3_issue_country'),
    id3_issue_expiry: get('id3_issue_expiry'),
    id_scan_2: get('id1_scan2'),
    default_transfer_purpose: row.default_transfer_purpose ?? get('purpose_of_remittance'),
    kyc_status: row.kyc_status,
    remitone_status: row.remitone_status,
    // An upgrade under review (sandbox/lib/upgrade-review.ts): the middleware part carries the
    // tier asked for, the remitone part the tier in force.
    middleware: { kyc_status: tierUnderReview(p) ?? row.kyc_status, gender: get('gender') },
  };
}

export function userById(db: Db, id: number): UserRow {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}

export function userByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE lower(email) = lower(?)').get(email) as UserRow | undefined;
}

export function userByMobile(db: Db, mobileDigits: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE mobile = ?').get(mobileDigits) as UserRow | undefined;
}

export function userByRemitterId(db: Db, remitterId: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE remitter_id = ?').get(remitterId) as UserRow | undefined;
}

export function newSessionId(): string {
  return randomBytes(12).toString('hex');
}

/** Issues a bearer token for the user. */
export function issueToken(db: Db, userId: number, now: Date, kind: 'access' | 'reset' = 'access'): string {
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO tokens (token, user_id, kind, created_at) VALUES (?, ?, ?, ?)').run(
    token,
    userId,
    kind,
    now.toISOString(),
  );
  return token;
}

export function userForToken(
  db: Db,
  token: string,
  kind: 'access' | 'reset' = 'access',
): UserRow | undefined {
  return db
    .prepare(
      'SELECT users.* FROM tokens JOIN users ON users.id = tokens.user_id WHERE token = ? AND kind = ?',
    )
    .get(token, kind) as UserRow | undefined;
}

/** Saves changed columns and merges profile details. */
export function updateUser(
  db: Db,
  id: number,
  columns: Partial<Omit<UserRow, 'id' | 'profile'>>,
  profile?: StoredProfile,
): UserRow {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length > 0) {
    const sets = entries.map(([key]) => `${key} = ?`).join(', ');
    db.prepare(`UPDATE users SET ${sets} WHERE id = ?`).run(...entries.map(([, v]) => v as unknown), id);
  }
  if (profile) {
    const merged = { ...storedProfile(userById(db, id)), ...profile };
    db.prepare('UPDATE users SET profile = ? WHERE id = ?').run(JSON.stringify(merged), id);
  }
  return userById(db, id);
}
