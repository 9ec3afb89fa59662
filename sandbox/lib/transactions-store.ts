import { randomInt } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { nextNumber } from '../db/connection.ts';
import type { Transaction, TransactionStatus } from '../../src/api/contract.ts';

/** A transaction as kept: the contract's fields plus what the portal needs to check limits. */
export interface StoredTransaction extends Omit<Transaction, 'status' | 'collection_pin'> {
  /** The amount sent, before charges and tax. */
  source_amount: number;
  promo_code: string;
  beneficiary_id: string;
  collection_pin?: string;
}

export interface TransactionRecord {
  trans_ref: string;
  trans_id: string;
  userId: number;
  status: TransactionStatus;
  complianceHold: boolean;
  createdAt: Date;
  data: StoredTransaction;
}

interface TransactionRow {
  trans_ref: string;
  trans_id: string;
  user_id: number;
  status: TransactionStatus;
  compliance_hold: number;
  data: string;
  created_at: string;
}

/** The collection PIN is shown only once the money can be collected. */
export const PIN_VISIBLE_STATUSES: readonly TransactionStatus[] = ['SENT_FOR_PAY', 'HQ_OK', 'PROCESSED'];

const fromRow = (row: TransactionRow): TransactionRecord => ({
  trans_ref: row.trans_ref,
  trans_id: row.trans_id,
  userId: row.user_id,
  status: row.status,
  complianceHold: row.compliance_hold === 1,
  createdAt: new Date(row.created_at),
  data: JSON.parse(row.data) as StoredTransaction,
});

/** A new reference: the destination's country code and 8 digits ('ZW10000001'), and a numeric id. */
export function nextReference(db: Db, prefix: string): { trans_ref: string; trans_id: string } {
  const reference = nextNumber(db, 'trans_ref', 10000001);
  const id = nextNumber(db, 'trans_id', 300001);
  return { trans_ref: `${prefix.toUpperCase()}${String(reference).padStart(8, '0')}`, trans_id: String(id) };
}

export function randomPin(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0');
}

export interface NewTransaction {
  userId: number;
  status: TransactionStatus;
  complianceHold?: boolean;
  createdAt: Date;
  data: StoredTransaction;
}

const INSERT_TRANSACTION = `INSERT INTO transactions (trans_ref, trans_id, user_id, status, compliance_hold, data, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?)`;

/** Inserts transactions through one prepared statement (for seeding many); returns the stored data. */
export function transactionInserter(db: Db): (tx: NewTransaction) => StoredTransaction {
  const statement = db.prepare(INSERT_TRANSACTION);
  return (tx) => {
    const data = { ...tx.data, creation_date: tx.createdAt.toISOString() };
    statement.run(
      data.trans_ref,
      data.trans_id,
      tx.userId,
      tx.status,
      tx.complianceHold ? 1 : 0,
      JSON.stringify(data),
      tx.createdAt.toISOString(),
    );
    return data;
  };
}

export function insertTransaction(db: Db, tx: NewTransaction): TransactionRecord {
  const data = transactionInserter(db)(tx);
  return {
    ...fromRow(
      db.prepare('SELECT * FROM transactions WHERE trans_ref = ?').get(data.trans_ref) as TransactionRow,
    ),
  };
}

/** The user's transactions, newest first. */
export function transactionsOf(db: Db, userId: number): TransactionRecord[] {
  const rows = db
    .prepare(
      'SELECT * FROM transactions WHERE user_id = ? ORDER BY created_at DESC, CAST(trans_id AS INTEGER) DESC',
    )
    .all(userId) as TransactionRow[];
  return rows.map(fromRow);
}

export function transactionByRef(db: Db, ref: string): TransactionRecord | undefined {
  const row = db.prepare('SELECT * FROM transactions WHERE trans_ref = ?').get(ref) as
    TransactionRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** One of the user's transactions by trans_ref or trans_id; undefined when unknown or someone else's. */
export function transactionOf(db: Db, userId: number, refOrId: string): TransactionRecord | undefined {
  const row = db
    .prepare('SELECT * FROM transactions WHERE user_id = ? AND (trans_ref = ? OR trans_id = ?)')
    .get(userId, refOrId.trim(), refOrId.trim()) as TransactionRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function updateTransaction(
  db: Db,
  ref: string,
  changes: { status?: TransactionStatus; complianceHold?: boolean; collectionPin?: string },
): TransactionRecord | undefined {
  const current = transactionByRef(db, ref);
  if (!current) return undefined;
  const data = changes.collectionPin
    ? { ...current.data, collection_pin: changes.collectionPin }
    : current.data;
  db.prepare('UPDATE transactions SET status = ?, compliance_hold = ?, data = ? WHERE trans_ref = ?').run(
    changes.status ?? current.status,
    (changes.complianceHold ?? current.complianceHold) ? 1 : 0,
    JSON.stringify(data),
    ref,
  );
  return transactionByRef(db, ref);
}

/** True while one of the user's transactions is held by compliance. */
export function hasComplianceHold(db: Db, userId: number): boolean {
  const row = db
    .prepare(
      "SELECT 1 FROM transactions WHERE user_id = ? AND status = 'AGENT_OK' AND compliance_hold = 1 LIMIT 1",
    )
    .get(userId);
  return row !== undefined;
}

/** The transaction as the portal returns it; the collection PIN only once collectable. */
export function toTransaction(record: TransactionRecord): Transaction {
  const d = record.data;
  const out: Transaction = {
    trans_ref: record.trans_ref,
    trans_id: record.trans_id,
    creation_date: d.creation_date,
    status: record.status,
    payment_name: d.payment_name,
    payment_method: d.payment_method,
    currency: d.currency,
    remitt_pay: d.remitt_pay,
    dest_currency: d.dest_currency,
    dest_amount: d.dest_amount,
    rate: d.rate,
    total_charges: d.total_charges,
    tax: d.tax,
    trans_type: d.trans_type,
    destination_country: d.destination_country,
    benef_name: d.benef_name,
    benef_mobile: d.benef_mobile,
    collection_point: d.collection_point,
    member_id: d.member_id,
    purpose: d.purpose,
  };
  if (PIN_VISIBLE_STATUSES.includes(record.status) && d.collection_pin) out.collection_pin = d.collection_pin;
  return out;
}
