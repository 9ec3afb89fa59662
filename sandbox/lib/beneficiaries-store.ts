import type { Db } from '../db/connection.ts';
import { nextNumber } from '../db/connection.ts';
import type { Beneficiary } from '../../src/api/contract.ts';

/** A beneficiary as kept: the contract's fields plus details the portal keeps but does not list. */
export interface StoredBeneficiary extends Beneficiary {
  beneficiary_id: string;
  country: string;
  country_code: string;
  delivery_option: 'wallet' | 'bank';
  id_number?: string;
  id_type?: string;
  email?: string;
  sex?: string;
  save_to_favourites?: boolean;
}

export type NewBeneficiaryData = Omit<StoredBeneficiary, 'beneficiary_id' | 'id' | 'created_at' | 'name'>;

interface BeneficiaryRow {
  beneficiary_id: string;
  user_id: number;
  data: string;
  created_at: string;
}

const fromRow = (row: BeneficiaryRow): StoredBeneficiary => JSON.parse(row.data) as StoredBeneficiary;

export function fullName(b: Pick<Beneficiary, 'fname' | 'mname' | 'lname'>): string {
  return [b.fname, b.mname, b.lname].filter((part) => part.trim() !== '').join(' ');
}

/**
 * Inserts beneficiaries with the given ids through one prepared statement (for seeding many);
 * returns what was stored.
 */
export function beneficiaryInserter(
  db: Db,
): (userId: number, id: string, data: NewBeneficiaryData, createdAt: Date) => StoredBeneficiary {
  const statement = db.prepare(
    'INSERT INTO beneficiaries (beneficiary_id, user_id, data, created_at) VALUES (?, ?, ?, ?)',
  );
  return (userId, id, data, createdAt) => {
    const stored: StoredBeneficiary = {
      ...data,
      beneficiary_id: id,
      id,
      name: fullName(data),
      created_at: createdAt.toISOString(),
    };
    statement.run(id, userId, JSON.stringify(stored), stored.created_at);
    return stored;
  };
}

export function insertBeneficiary(
  db: Db,
  userId: number,
  data: NewBeneficiaryData,
  now: Date,
): StoredBeneficiary {
  const id = String(nextNumber(db, 'beneficiary_id', 70001));
  return beneficiaryInserter(db)(userId, id, data, now);
}

/** The user's beneficiaries, oldest first. */
export function beneficiariesOf(db: Db, userId: number): StoredBeneficiary[] {
  const rows = db
    .prepare(
      'SELECT * FROM beneficiaries WHERE user_id = ? ORDER BY created_at, CAST(beneficiary_id AS INTEGER)',
    )
    .all(userId) as BeneficiaryRow[];
  return rows.map(fromRow);
}

/** One of the user's beneficiaries; undefined when unknown or someone else's. */
export function beneficiaryOf(db: Db, userId: number, id: string): StoredBeneficiary | undefined {
  const row = db
    .prepare('SELECT * FROM beneficiaries WHERE beneficiary_id = ? AND user_id = ?')
    .get(id, userId) as BeneficiaryRow | undefined;
  return row ? fromRow(row) : undefined;
}

export function saveBeneficiary(db: Db, stored: StoredBeneficiary): StoredBeneficiary {
  const next = { ...stored, name: fullName(stored) };
  db.prepare('UPDATE beneficiaries SET data = ? WHERE beneficiary_id = ?').run(
    JSON.stringify(next),
    stored.beneficiary_id,
  );
  return next;
}

/** The beneficiary as the portal lists it (details kept for compliance are left out). */
export function toBeneficiary(stored: StoredBeneficiary): Beneficiary {
  const out: Beneficiary = {
    beneficiary_id: stored.beneficiary_id,
    id: stored.beneficiary_id,
    fname: stored.fname,
    mname: stored.mname,
    lname: stored.lname,
    name: fullName(stored),
    mobile: stored.mobile,
    telephone: stored.telephone ?? stored.mobile,
    country: stored.country,
    country_code: stored.country_code,
    delivery_option: stored.delivery_option,
  };
  if (stored.created_at) out.created_at = stored.created_at;
  if (stored.delivery_option === 'bank') {
    out.account_number = stored.account_number ?? '';
    out.bank_name = stored.bank_name ?? '';
    out.bank_code = stored.bank_code ?? '';
    out.bank_branch = stored.bank_branch ?? stored.bank_code ?? '';
  }
  return out;
}
