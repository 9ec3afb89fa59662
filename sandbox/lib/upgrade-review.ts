import type { Db } from '../db/connection.ts';
import type { KycTier } from '../../src/api/contract.ts';
import { storedProfile, tierUnderReview, updateUser, type UserRow } from './users.ts';

/**
 * Upgrade review. The sandbox approves an upgrade at once unless a sandbox control holds the next
 * upgrades under review (`POST /__sandbox/upgrades/review`). A held upgrade is recorded as the
 * tier asked for (`requested_tier` in the stored profile): the profile's middleware part carries
 * it as its kyc_status while the remitone part (and the user) keep the tier in force, until
 * `POST /__sandbox/upgrades/approve` grants it.
 */

const HOLD_COUNTER = 'upgrade_review_hold';
const REQUESTED = 'requested_tier';

/** Whether new upgrades stay under review instead of being approved at once. */
export function holdsUpgrades(db: Db): boolean {
  const row = db.prepare('SELECT value FROM counters WHERE name = ?').get(HOLD_COUNTER) as
    { value: number } | undefined;
  return row?.value === 1;
}

/** Holds the next upgrades under review (true) or approves them at once again (false). */
export function setUpgradeHold(db: Db, hold: boolean): void {
  db.prepare(
    `INSERT INTO counters (name, value) VALUES (?, ?)
     ON CONFLICT(name) DO UPDATE SET value = excluded.value`,
  ).run(HOLD_COUNTER, hold ? 1 : 0);
}

/** The tier a user's upgrade under review asks for, or null when none is under review. */
export function requestedTier(row: UserRow): KycTier | null {
  return tierUnderReview(storedProfile(row)) ?? null;
}

/** The profile entry that records an upgrade under review (empty: none). */
export function requestedEntry(tier: KycTier | ''): Record<string, string> {
  return { [REQUESTED]: tier };
}

/** Grants the upgrade under review; null when the user has none. */
export function approveUpgrade(db: Db, row: UserRow): UserRow | null {
  const tier = requestedTier(row);
  if (!tier) return null;
  return updateUser(db, row.id, { kyc_status: tier }, requestedEntry(''));
}
