import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Beneficiary, Profile, Transaction } from '@/api/contract.ts';
import { PortalDb, db, listMetaKey } from '@/lib/db.ts';
import { PERSONAL_ROWS_KEY } from '@/lib/personal-rows-mark.ts';

let portalDb: PortalDb;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  portalDb = new PortalDb(`sender-portal-test-${counter}`);
  await portalDb.open();
});

afterEach(async () => {
  await portalDb.delete();
  localStorage.clear();
});

const beneficiary = (id: string, fname = 'Tariro') =>
  ({ beneficiary_id: id, fname, mname: '', lname: 'Moyo', mobile: '+263771000001' }) as Beneficiary;
const transaction = (ref: string) => ({ trans_ref: ref, status: 'PENDING_CLEARANCE' }) as Transaction;
const RATE_ALERT = { corridor: 'GBP_TO_USD', source: 'GBP', destination: 'USD', target: 1.3, setAt: 1 };

/** Rows per table. */
async function counts(): Promise<Record<string, number>> {
  const pairs = await Promise.all(portalDb.tables.map(async (table) => [table.name, await table.count()]));
  return Object.fromEntries(pairs) as Record<string, number>;
}

describe('PortalDb', () => {
  it('is named sender-portal and has the versioned tables', () => {
    expect(db.name).toBe('sender-portal');
    expect(portalDb.verno).toBe(4);
    expect(portalDb.tables.map((t) => t.name).sort()).toEqual([
      'beneficiaries',
      'corridors',
      'meta',
      'profile',
      'rateAlerts',
      'transactions',
    ]);
    expect(portalDb.beneficiaries.schema.primKey.keyPath).toEqual(['remitterId', 'beneficiaryId']);
    expect(portalDb.transactions.schema.primKey.keyPath).toEqual(['remitterId', 'transRef']);
  });

  it('keys list rows by remitter and item, so two remitters can hold the same item id', async () => {
    await portalDb.beneficiaries.put({
      remitterId: 'R1',
      beneficiaryId: 'B1',
      value: beneficiary('B1', 'One'),
      savedAt: 1,
    });
    await portalDb.beneficiaries.put({
      remitterId: 'R2',
      beneficiaryId: 'B1',
      value: beneficiary('B1', 'Two'),
      savedAt: 1,
    });
    await portalDb.beneficiaries.put({
      remitterId: 'R1',
      beneficiaryId: 'B1',
      value: beneficiary('B1', 'Three'),
      savedAt: 2,
    });
    expect(await portalDb.beneficiaries.count()).toBe(2);
    expect((await portalDb.beneficiaries.get(['R1', 'B1']))?.value.fname).toBe('Three');
  });

  describe('replaceList', () => {
    it("replaces only that remitter's rows, tags them, and records when", async () => {
      await portalDb.replaceList(
        portalDb.beneficiaries,
        'R1',
        [{ beneficiaryId: 'old', value: beneficiary('old') }],
        100,
      );
      await portalDb.replaceList(
        portalDb.beneficiaries,
        'R2',
        [{ beneficiaryId: 'other', value: beneficiary('other') }],
        100,
      );
      await portalDb.replaceList(
        portalDb.beneficiaries,
        'R1',
        [
          { beneficiaryId: 'B1', value: beneficiary('B1') },
          { beneficiaryId: 'B2', value: beneficiary('B2') },
        ],
        200,
      );
      const mine = await portalDb.beneficiaries.where('remitterId').equals('R1').sortBy('beneficiaryId');
      expect(mine).toEqual([
        { remitterId: 'R1', beneficiaryId: 'B1', value: beneficiary('B1'), savedAt: 200 },
        { remitterId: 'R1', beneficiaryId: 'B2', value: beneficiary('B2'), savedAt: 200 },
      ]);
      expect(await portalDb.beneficiaries.where('remitterId').equals('R2').count()).toBe(1);
      expect(await portalDb.lastUpdated(portalDb.beneficiaries, 'R1')).toBe(200);
      expect(await portalDb.lastUpdated(portalDb.beneficiaries, 'R2')).toBe(100);
      expect(await portalDb.meta.get('beneficiaries:R1')).toEqual({
        key: 'beneficiaries:R1',
        lastUpdated: 200,
      });
    });

    it('stores an empty list as empty, still recording when', async () => {
      await portalDb.replaceList(
        portalDb.transactions,
        'R1',
        [{ transRef: 'T1', value: transaction('T1') }],
        1,
      );
      await portalDb.replaceList(portalDb.transactions, 'R1', [], 2);
      expect(await portalDb.transactions.count()).toBe(0);
      expect(await portalDb.lastUpdated(portalDb.transactions, 'R1')).toBe(2);
    });

    it('leaves the old rows in place when the write fails', async () => {
      await portalDb.replaceList(
        portalDb.transactions,
        'R1',
        [{ transRef: 'T1', value: transaction('T1') }],
        1,
      );
      const broken = [{ transRef: undefined as unknown as string, value: transaction('T2') }];
      await expect(portalDb.replaceList(portalDb.transactions, 'R1', broken, 2)).rejects.toThrow();
      expect((await portalDb.transactions.toArray()).map((row) => row.transRef)).toEqual(['T1']);
      expect(await portalDb.lastUpdated(portalDb.transactions, 'R1')).toBe(1);
    });

    it('never records an update for a list never fetched', async () => {
      expect(await portalDb.lastUpdated(portalDb.transactions, 'R9')).toBeUndefined();
      expect(listMetaKey('transactions', 'R9')).toBe('transactions:R9');
    });
  });

  it('wipe removes every row, all personal (logout), and then the note that there are some', async () => {
    await portalDb.profile.put({ remitterId: 'R1', value: {} as Profile, savedAt: 1 });
    await portalDb.replaceList(portalDb.beneficiaries, 'R1', [
      { beneficiaryId: 'B1', value: beneficiary('B1') },
    ]);
    await portalDb.replaceList(portalDb.transactions, 'R1', [{ transRef: 'T1', value: transaction('T1') }]);
    await portalDb.corridors.put({ remitterId: 'R1', value: [], savedAt: 1 });
    await portalDb.rateAlerts.put(RATE_ALERT);
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBe('1');
    await portalDb.wipe();
    expect(await counts()).toEqual({
      profile: 0,
      beneficiaries: 0,
      transactions: 0,
      meta: 0,
      corridors: 0,
      rateAlerts: 0,
    });
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();
  });

  it("wipe keeps the rate alerts when asked (a signed-out visitor's logout)", async () => {
    await portalDb.profile.put({ remitterId: 'R1', value: {} as Profile, savedAt: 1 });
    await portalDb.rateAlerts.put(RATE_ALERT);
    await portalDb.wipe({ keepRateAlerts: true });
    expect(await counts()).toMatchObject({ profile: 0, rateAlerts: 1 });
    expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();
  });

  describe('notes in local storage that it holds personal rows, whichever code writes them', () => {
    it.each<[string, (target: PortalDb) => Promise<unknown>]>([
      ['put', (target) => target.profile.put({ remitterId: 'R1', value: {} as Profile, savedAt: 1 })],
      ['add', (target) => target.corridors.add({ remitterId: 'R1', value: [], savedAt: 1 })],
      [
        'bulkPut in a list',
        (target) =>
          target.replaceList(target.transactions, 'R1', [{ transRef: 'T1', value: transaction('T1') }]),
      ],
    ])('%s', async (_, write) => {
      expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();
      await write(portalDb);
      expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBe('1');
    });

    it("not for a rate alert (a visitor's stays at a signed-out start, which need not wait for Dexie)", async () => {
      await portalDb.rateAlerts.put(RATE_ALERT);
      expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();
    });

    it('not for reads and deletes', async () => {
      await portalDb.profile.get('R1');
      await portalDb.transactions.where('remitterId').equals('R1').delete();
      await portalDb.profile.clear();
      expect(localStorage.getItem(PERSONAL_ROWS_KEY)).toBeNull();
    });

    it('refuses the write when the note cannot be kept (so no row escapes the start-up wipe)', async () => {
      const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      try {
        await expect(
          portalDb.profile.put({ remitterId: 'R1', value: {} as Profile, savedAt: 1 }),
        ).rejects.toThrow();
        expect(await portalDb.profile.count()).toBe(0);
      } finally {
        setItem.mockRestore();
      }
    });
  });

  it('upgrades a version 1 database to version 4: its rows kept, the corridors and rate alerts tables added, the UI options table gone', async () => {
    const name = `sender-portal-upgrade-${counter}`;
    const { Dexie } = await import('dexie');
    const old = new Dexie(name);
    old.version(1).stores({
      uiOptions: 'key, remitterId',
      profile: 'remitterId',
      beneficiaries: '[remitterId+beneficiaryId], remitterId',
      transactions: '[remitterId+transRef], remitterId',
      meta: 'key',
    });
    await old.table('profile').put({ remitterId: 'R1', value: {}, savedAt: 1 });
    old.close();
    const upgraded = new PortalDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.profile.count()).toBe(1);
    expect(Array.from(upgraded.backendDB().objectStoreNames)).not.toContain('uiOptions');
    await upgraded.corridors.put({ remitterId: 'R1', value: [], savedAt: 2 });
    expect(await upgraded.corridors.get('R1')).toEqual({ remitterId: 'R1', value: [], savedAt: 2 });
    await upgraded.rateAlerts.put(RATE_ALERT);
    expect(await upgraded.rateAlerts.get('GBP_TO_USD')).toEqual(RATE_ALERT);
    await upgraded.delete();
  });
});
