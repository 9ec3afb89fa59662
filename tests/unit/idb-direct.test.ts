import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalDb, db as appDb } from '@/lib/db.ts';
import {
  openExisting,
  readByIndex,
  readRow,
  setDexieWipe,
  wipePersonalRows,
  writeRow,
} from '@/lib/idb-direct.ts';

let counter = 0;
const freshName = () => `idb-direct-test-${(counter += 1)}`;

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((info) => info.name ?? '');
}

/** Version, stores, key paths and indexes of a database, as IndexedDB reports them. */
async function schemaOf(name: string) {
  const db = await openExisting(name);
  if (!db) return undefined;
  const tables = Array.from(db.objectStoreNames).sort();
  const transaction = db.transaction(tables, 'readonly');
  const schema = {
    version: db.version,
    stores: tables.map((table) => {
      const store = transaction.objectStore(table);
      const indexes = Array.from(store.indexNames)
        .sort()
        .map((index) => {
          const { keyPath, unique, multiEntry } = store.index(index);
          return { index, keyPath, unique, multiEntry };
        });
      return { table, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
    }),
  };
  db.close();
  return schema;
}

afterEach(() => {
  // Back to what db.ts set when it loaded: the logout wipe through Dexie.
  setDexieWipe(() => appDb.wipePersonal());
});

describe('direct access to the cache database', () => {
  it('reads nothing and creates no database when there is none (a first visit)', async () => {
    const name = freshName();
    await expect(readRow('uiOptions', 'ui-options', name)).resolves.toBeUndefined();
    await expect(openExisting(name)).resolves.toBeUndefined();
    expect(await databaseNames()).not.toContain(name);
  });

  it('creates the database on a first write exactly as Dexie would, and Dexie opens it as its own', async () => {
    const name = freshName();
    const row = { key: 'ui-options', remitterId: 'public', value: { a: 1 }, savedAt: 5 };
    await writeRow('uiOptions', row, name);
    await expect(readRow('uiOptions', 'ui-options', name)).resolves.toEqual(row);
    const created = await schemaOf(name);

    const byDexie = freshName();
    const reference = new PortalDb(byDexie);
    await reference.open();
    reference.close();
    expect(created).toEqual(await schemaOf(byDexie));

    const dexie = new PortalDb(name);
    await expect(dexie.uiOptions.get('ui-options')).resolves.toEqual(row);
    await expect(dexie.uiOptions.where('remitterId').equals('public').count()).resolves.toBe(1);
    await dexie.transactions.put({ remitterId: 'R1', transRef: 'T1', value: {} as never, savedAt: 1 });
    expect(await schemaOf(name)).toEqual(created);
    dexie.close();
    await dexie.delete();
    await reference.delete();
  });

  it('reads and writes rows of a database Dexie created, while Dexie has it open', async () => {
    const name = freshName();
    const dexie = new PortalDb(name);
    await dexie.uiOptions.put({
      key: 'ui-options',
      remitterId: 'public',
      value: { b: 2 } as never,
      savedAt: 1,
    });
    await expect(readRow('uiOptions', 'ui-options', name)).resolves.toMatchObject({ value: { b: 2 } });
    await writeRow(
      'uiOptions',
      { key: 'ui-options', remitterId: 'public', value: { b: 3 }, savedAt: 2 },
      name,
    );
    await expect(dexie.uiOptions.get('ui-options')).resolves.toMatchObject({ value: { b: 3 }, savedAt: 2 });
    await dexie.delete();
  });

  it('removes every personal row without Dexie when this page has not loaded it, and keeps the public UI options', async () => {
    const name = freshName();
    const dexie = new PortalDb(name);
    const publicRow = { key: 'ui-options', remitterId: 'public', value: { texts: 1 } as never, savedAt: 1 };
    await dexie.uiOptions.put(publicRow);
    await dexie.uiOptions.put({ key: 'ui-options:R1', remitterId: 'R1', value: {} as never, savedAt: 1 });
    await dexie.profile.put({ remitterId: 'R1', value: {} as never, savedAt: 1 });
    await dexie.beneficiaries.put({ remitterId: 'R1', beneficiaryId: 'B1', value: {} as never, savedAt: 1 });
    await dexie.transactions.put({ remitterId: 'R1', transRef: 'T1', value: {} as never, savedAt: 1 });
    await dexie.meta.put({ key: 'transactions:R1', lastUpdated: 1 });
    dexie.close();

    await wipePersonalRows(name);

    await expect(readRow('uiOptions', 'ui-options', name)).resolves.toEqual(publicRow);
    await dexie.open();
    expect(await dexie.uiOptions.toArray()).toEqual([publicRow]);
    for (const table of [dexie.profile, dexie.beneficiaries, dexie.transactions, dexie.meta]) {
      expect(await table.count()).toBe(0);
    }
    await dexie.delete();
  });

  it('empties nothing, and creates nothing, when there is no database', async () => {
    const name = freshName();
    await wipePersonalRows(name);
    expect(await databaseNames()).not.toContain(name);
  });

  it('wipes through Dexie once this page has loaded it', async () => {
    const wipe = vi.fn(async () => undefined);
    setDexieWipe(wipe);
    await wipePersonalRows();
    expect(wipe).toHaveBeenCalledTimes(1);
  });

  it("reads a remitter's rows by index, as Dexie wrote them, and nothing when there is no database", async () => {
    const name = freshName();
    await expect(readByIndex('beneficiaries', 'remitterId', 'R1', name)).resolves.toEqual([]);
    expect(await databaseNames()).not.toContain(name);

    const dexie = new PortalDb(name);
    const row = (remitterId: string, beneficiaryId: string) => ({
      remitterId,
      beneficiaryId,
      value: {
        beneficiary_id: beneficiaryId,
        fname: 'Rudo',
        mname: '',
        lname: 'Ncube',
        mobile: '263771234567',
      },
      savedAt: 1,
    });
    await dexie.beneficiaries.bulkPut([row('R1', 'a'), row('R2', 'b'), row('R1', 'c')]);
    dexie.close();
    const rows = await readByIndex<{ beneficiaryId: string }>('beneficiaries', 'remitterId', 'R1', name);
    expect(rows.map((found) => found.beneficiaryId).sort()).toEqual(['a', 'c']);
    await expect(readByIndex('beneficiaries', 'noSuchIndex', 'R1', name)).resolves.toEqual([]);
    await expect(readByIndex('noSuchTable', 'remitterId', 'R1', name)).resolves.toEqual([]);
  });
});
