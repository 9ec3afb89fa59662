import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import type { Quote } from '../rules/quote.ts';

/** What a created (not yet confirmed) transaction holds until it is confirmed. */
export interface SessionData {
  flow: 'zimbabwe' | 'cross-border';
  quote: Quote;
  beneficiary_id: string;
  payment_method: string;
  purpose: string;
  trans_type: string;
  promo_code: string;
  destination_country: string;
  destination_code: string;
}

export type SessionState = 'open' | 'confirmed' | 'cleared';

export interface SessionRecord {
  id: string;
  userId: number;
  state: SessionState;
  trans_ref: string | null;
  createdAt: string;
  data: SessionData;
}

interface SessionRow {
  id: string;
  user_id: number;
  state: SessionState;
  trans_ref: string | null;
  data: string;
  created_at: string;
}

const fromRow = (row: SessionRow): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  state: row.state,
  trans_ref: row.trans_ref,
  createdAt: row.created_at,
  data: JSON.parse(row.data) as SessionData,
});

export function openSession(db: Db, userId: number, data: SessionData, now: Date): SessionRecord {
  const id = `TS${randomBytes(8).toString('hex').toUpperCase()}`;
  db.prepare(
    "INSERT INTO transaction_sessions (id, user_id, state, data, created_at) VALUES (?, ?, 'open', ?, ?)",
  ).run(id, userId, JSON.stringify(data), now.toISOString());
  return { id, userId, state: 'open', trans_ref: null, createdAt: now.toISOString(), data };
}

export function sessionById(db: Db, id: string): SessionRecord | undefined {
  const row = db.prepare('SELECT * FROM transaction_sessions WHERE id = ?').get(id) as SessionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Marks an open session confirmed; false when it was no longer open (confirmed once only). */
export function markConfirmed(db: Db, id: string, transRef: string): boolean {
  const result = db
    .prepare(
      "UPDATE transaction_sessions SET state = 'confirmed', trans_ref = ? WHERE id = ? AND state = 'open'",
    )
    .run(transRef, id);
  return result.changes === 1;
}

/** Clears the user's open sessions; returns how many. */
export function clearOpenSessions(db: Db, userId: number): number {
  return db
    .prepare("UPDATE transaction_sessions SET state = 'cleared' WHERE user_id = ? AND state = 'open'")
    .run(userId).changes;
}

export function sessionsOf(db: Db, userId: number): SessionRecord[] {
  const rows = db
    .prepare('SELECT * FROM transaction_sessions WHERE user_id = ? ORDER BY created_at, rowid')
    .all(userId) as SessionRow[];
  return rows.map(fromRow);
}
