import type { Db } from '../db/connection.ts';

/** Placeholder: filled in with the demo data of this area. */
export function seedKycRecords(_db: Db, _now: Date): void {}
