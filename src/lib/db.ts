import { Dexie, type DBCore, type DBCoreMutateRequest, type Middleware, type Table } from 'dexie';
import type { Beneficiary, Corridor, Profile, Transaction } from '@/api/contract.ts';
import {
  CACHE_DB_NAME,
  CACHE_DB_VERSIONS,
  RATE_ALERTS_TABLE,
  listMetaKey,
  type RateAlertRow,
} from './db-schema.ts';
import { clearPersonalRowsMark, markPersonalRows } from './personal-rows-mark.ts';

/** Every cached row names the remitter it belongs to and when it was saved. */
interface Tagged {
  remitterId: string;
  savedAt: number;
}

export interface ProfileRow extends Tagged {
  value: Profile;
}
export interface BeneficiaryRow extends Tagged {
  beneficiaryId: string;
  value: Beneficiary;
}
export interface TransactionRow extends Tagged {
  transRef: string;
  value: Transaction;
  /**
   * The status the user last looked at (the transactions feature's 'since your last visit');
   * absent on rows saved before it existed, which count as looked at in their own status.
   */
  seen?: string;
}
/** The payout partner's corridors as last fetched for a remitter (personal: wiped at logout). */
export interface CorridorsRow extends Tagged {
  value: Corridor[];
}
/** Bookkeeping, e.g. `transactions:<remitterId>` -> when that list was last refreshed. */
export interface MetaRow {
  key: string;
  lastUpdated: number;
}

export { listMetaKey, type RateAlertRow };

/** Whether a write adds rows (every row of the cache is personal) rather than removing some. */
const addsRows = (request: DBCoreMutateRequest) => request.type === 'add' || request.type === 'put';

/**
 * Every write of a row, whichever code makes it, first notes in local storage that the cache
 * holds personal rows (src/lib/personal-rows-mark.ts), so a signed-out start knows to wipe them.
 * Rate alerts are the exception: a signed-out start keeps a visitor's (set on the login screen's
 * calculator), so noting them would only make the visitor's next first paint wait for Dexie; a
 * session's go with its stored user (clear-session.ts).
 */
const notePersonalRows: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'note-personal-rows',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      return {
        ...table,
        mutate: (request) => {
          try {
            if (addsRows(request) && name !== RATE_ALERTS_TABLE) markPersonalRows();
          } catch (error) {
            return Promise.reject(error instanceof Error ? error : new Error(String(error)));
          }
          return table.mutate(request);
        },
      };
    },
  }),
};

type ListTable = Table<BeneficiaryRow, [string, string]> | Table<TransactionRow, [string, string]>;
type ListRowOf<T> = T extends Table<infer R, [string, string]> ? R : never;

/**
 * The read cache: the last known data of the signed-in remitter, so screens show at once; and the
 * sender's rate alerts, which the service worker reads too. Every row is personal (the public UI
 * options live in local storage) and goes at logout (a signed-out visitor's rate alerts: `wipe`).
 */
export class PortalDb extends Dexie {
  profile!: Table<ProfileRow, string>;
  beneficiaries!: Table<BeneficiaryRow, [string, string]>;
  transactions!: Table<TransactionRow, [string, string]>;
  meta!: Table<MetaRow, string>;
  corridors!: Table<CorridorsRow, string>;
  rateAlerts!: Table<RateAlertRow, string>;

  constructor(name = CACHE_DB_NAME) {
    super(name);
    for (const { version, stores } of CACHE_DB_VERSIONS) this.version(version).stores(stores);
    this.use(notePersonalRows);
  }

  /** Replaces a remitter's cached list in one transaction and records when it was refreshed. */
  async replaceList<T extends ListTable>(
    table: T,
    remitterId: string,
    rows: Omit<ListRowOf<T>, 'remitterId' | 'savedAt'>[],
    now = Date.now(),
  ): Promise<void> {
    const list = table as unknown as Table<Tagged, [string, string]>;
    const tagged = rows.map((row) => ({ ...row, remitterId, savedAt: now }));
    await this.transaction('rw', list, this.meta, async () => {
      await list.where('remitterId').equals(remitterId).delete();
      await list.bulkPut(tagged);
      await this.meta.put({ key: listMetaKey(list.name, remitterId), lastUpdated: now });
    });
  }

  /** When a remitter's cached list was last refreshed, if ever. */
  async lastUpdated(table: ListTable, remitterId: string): Promise<number | undefined> {
    return (await this.meta.get(listMetaKey(table.name, remitterId)))?.lastUpdated;
  }

  /**
   * Removes every row (logout, a fresh start), then the note that the cache holds any. With
   * `keepRateAlerts` (a signed-out visitor's logout), the rate alerts stay: they are the visitor's.
   */
  async wipe({ keepRateAlerts = false }: { keepRateAlerts?: boolean } = {}): Promise<void> {
    const tables = this.tables.filter((table) => !keepRateAlerts || table.name !== RATE_ALERTS_TABLE);
    await this.transaction('rw', tables, async () => {
      await Promise.all(tables.map((table) => table.clear()));
    });
    clearPersonalRowsMark();
  }
}

/** The app's database. */
export const db = new PortalDb();
