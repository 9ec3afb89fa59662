import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { Beneficiary, User } from '@/api/contract.ts';
import { hasTokenAtom, sessionUserAtom } from '@/lib/session/user.ts';
import {
  cacheKeyOf as beneficiariesCacheKey,
  readCachedBeneficiaries,
  saveBeneficiaries,
} from '@/features/beneficiaries/api/beneficiaries-cache.ts';
import { db, listMetaKey } from '@/lib/db.ts';

const beneficiary = (id: string, fname: string): Beneficiary => ({
  beneficiary_id: id,
  fname,
  mname: '',
  lname: 'Moyo',
  mobile: `+26377000${id}`,
});

const user = (remitter_id: string | null) => ({ id: 7, remitter_id }) as User;

function signedIn(remitterId: string | null) {
  const store = createStore();
  store.set(sessionUserAtom, user(remitterId));
  store.set(hasTokenAtom, true);
  return store;
}

beforeEach(async () => {
  await db.wipe();
});

describe('the beneficiaries cache', () => {
  it.each<[string | null, string | undefined]>([
    ['R100001', 'R100001'],
    [' R100001 ', 'R100001'],
    [null, undefined],
    ['', undefined],
  ])('keys rows by the remitter id %j', (remitterId, key) => {
    expect(beneficiariesCacheKey(user(remitterId))).toBe(key);
  });

  it("replaces only that remitter's rows, keyed [remitterId+beneficiaryId], and records when", async () => {
    const store = signedIn('R1');
    await db.beneficiaries.put({
      remitterId: 'R2',
      beneficiaryId: '9',
      value: beneficiary('9', 'Other'),
      savedAt: 1,
    });
    expect(await saveBeneficiaries(store, 'R1', [beneficiary('1', 'Old')], 100)).toBe(true);
    expect(
      await saveBeneficiaries(store, 'R1', [beneficiary('2', 'Tariro'), beneficiary('3', 'Chipo')], 200),
    ).toBe(true);
    expect((await db.beneficiaries.get(['R1', '2']))?.value.fname).toBe('Tariro');
    expect(await db.beneficiaries.get(['R1', '1'])).toBeUndefined();
    expect(await db.beneficiaries.get(['R2', '9'])).toBeDefined();
    expect((await db.meta.get(listMetaKey('beneficiaries', 'R1')))?.lastUpdated).toBe(200);
  });

  it('reads the remitter’s rows by name with when they were refreshed', async () => {
    const store = signedIn('R1');
    await saveBeneficiaries(store, 'R1', [beneficiary('2', 'Tariro'), beneficiary('3', 'Chipo')], 300);
    await db.beneficiaries.put({
      remitterId: 'R2',
      beneficiaryId: '9',
      value: beneficiary('9', 'Abel'),
      savedAt: 1,
    });
    const cached = await readCachedBeneficiaries('R1');
    expect(cached.rows.map((row) => row.fname)).toEqual(['Chipo', 'Tariro']);
    expect(cached.lastUpdated).toBe(300);
  });

  it('reads nothing (and no date) for a remitter never cached', async () => {
    expect(await readCachedBeneficiaries('R404')).toEqual({ rows: [], lastUpdated: undefined });
  });

  it('never writes a late answer after the user signed out or another user signed in', async () => {
    const out = signedIn('R1');
    out.set(hasTokenAtom, false);
    expect(await saveBeneficiaries(out, 'R1', [beneficiary('1', 'Late')])).toBe(false);
    const other = signedIn('R2');
    expect(await saveBeneficiaries(other, 'R1', [beneficiary('1', 'Late')])).toBe(false);
    expect(await db.beneficiaries.count()).toBe(0);
  });
});
