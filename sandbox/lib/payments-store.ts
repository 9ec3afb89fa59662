import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

export type PaymentStatus = 'pending' | 'paid' | 'cancelled';

export interface PaymentRecord {
  token: string;
  trans_ref: string;
  user_id: number;
  amount: number;
  currency: string;
  return_url: string;
  state: PaymentStatus;
  created_at: string;
}

export function createPayment(
  db: Db,
  payment: Omit<PaymentRecord, 'token' | 'state' | 'created_at'>,
  now: Date,
): PaymentRecord {
  const record: PaymentRecord = {
    ...payment,
    token: randomBytes(18).toString('base64url'),
    state: 'pending',
    created_at: now.toISOString(),
  };
  db.prepare(
    `INSERT INTO payments (token, trans_ref, user_id, amount, currency, return_url, state, created_at)
     VALUES (@token, @trans_ref, @user_id, @amount, @currency, @return_url, @state, @created_at)`,
  ).run(record);
  return record;
}

export function paymentByToken(db: Db, token: string): PaymentRecord | undefined {
  return db.prepare('SELECT * FROM payments WHERE token = ?').get(token) as PaymentRecord | undefined;
}

/** The newest payment started for the transaction. */
export function latestPayment(db: Db, transRef: string): PaymentRecord | undefined {
  return db
    .prepare('SELECT * FROM payments WHERE trans_ref = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
    .get(transRef) as PaymentRecord | undefined;
}

export function pendingPayment(db: Db, transRef: string): PaymentRecord | undefined {
  return db
    .prepare("SELECT * FROM payments WHERE trans_ref = ? AND state = 'pending' ORDER BY rowid DESC LIMIT 1")
    .get(transRef) as PaymentRecord | undefined;
}

/** Moves a pending payment to paid or cancelled; false when it was no longer pending. */
export function settlePayment(db: Db, token: string, state: 'paid' | 'cancelled'): boolean {
  return (
    db.prepare("UPDATE payments SET state = ? WHERE token = ? AND state = 'pending'").run(state, token)
      .changes === 1
  );
}

export function setReturnUrl(db: Db, token: string, returnUrl: string): void {
  db.prepare('UPDATE payments SET return_url = ? WHERE token = ?').run(returnUrl, token);
}
