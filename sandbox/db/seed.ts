import type { Db } from './connection.ts';
import { PASSWORD_COST, hashPassword } from '../lib/password.ts';
import { DEMO_USERS, EXISTING_REMITTERS } from '../data/demo-accounts.ts';
import { seedBeneficiaries } from '../data/seed-beneficiaries.ts';
import { seedTransactions } from '../data/seed-transactions.ts';
import { seedKycRecords } from '../data/seed-kyc.ts';
import { seedHeavyAccount } from '../data/seed-heavy-account.ts';

export const DEMO_PASSWORD = 'Sandbox1';

/**
 * Fills a new database with the demo accounts and their data. `now` anchors seeded dates;
 * `passwordCost` is scrypt's for the demo password (cheap only in the tests' sandboxes).
 */
export function seed(db: Db, now: Date, passwordCost = PASSWORD_COST): void {
  const hash = hashPassword(DEMO_PASSWORD, passwordCost);
  const insert = db.prepare(
    `INSERT INTO users (email, mobile, password_hash, country, remitter_id, first_name, onboarded, kyc_status,
       remitone_status, subscribe, session_id, default_transfer_purpose, profile, created_at)
     VALUES (@email, @mobile, @hash, @country, @remitter_id, @first_name, @onboarded, @kyc_status,
       @remitone_status, 0, @session_id, @default_transfer_purpose, @profile, @created_at)`,
  );
  for (const user of DEMO_USERS) {
    insert.run({
      ...user,
      hash,
      onboarded: user.onboarded ? 1 : 0,
      session_id: `sess-${user.mobile}`,
      profile: JSON.stringify(user.profile),
      created_at: now.toISOString(),
    });
  }
  const insertRemitter = db.prepare(
    `INSERT INTO existing_remitters (remitter_id, first_name, last_name, dob, mobile, country, kyc_status, gender)
     VALUES (@remitter_id, @first_name, @last_name, @dob, @mobile, @country, @kyc_status, @gender)`,
  );
  for (const remitter of EXISTING_REMITTERS) insertRemitter.run(remitter);
  seedBeneficiaries(db, now);
  seedTransactions(db, now);
  seedKycRecords(db, now);
  seedHeavyAccount(db, now);
}

/** Seeds the demo data when the database is new (no users yet). */
export function seedIfEmpty(db: Db, now: Date, passwordCost = PASSWORD_COST): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number };
  if (count === 0) db.transaction(() => seed(db, now, passwordCost))();
}

/** Empties every table and seeds again. */
export function reseed(db: Db, now: Date, passwordCost = PASSWORD_COST): void {
  // foreign_keys cannot be switched inside a transaction (SQLite ignores it there), so it is
  // switched off around it: the tables are emptied in any order, then seeded again.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      for (const { name } of tables) db.prepare(`DELETE FROM ${name}`).run();
      db.prepare('DELETE FROM sqlite_sequence').run();
      seed(db, now, passwordCost);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
