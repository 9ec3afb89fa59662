import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '../../src/api/contract.ts';
import { freshSandbox, login } from './helpers.ts';
import { beneficiaries, transactions } from './send-helpers.ts';

const EVERY_STATUS: TransactionStatus[] = [
  'PENDING_CLEARANCE',
  'AGENT_OK',
  'SENT_FOR_PAY',
  'HQ_OK',
  'PROCESSED',
  'ABORTED',
  'DELETED',
];

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});

describe('the heavy demo account (uk.heavy)', () => {
  it('has 600 transactions in every status, mostly collected, one awaiting payment', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.heavy@example.com');
    const list = await transactions(call, token);
    expect(list).toHaveLength(600);
    const byStatus = countBy(list, (t: { status: string }) => t.status);
    expect(Object.keys(byStatus).sort()).toEqual([...EVERY_STATUS].sort());
    expect(byStatus.PENDING_CLEARANCE).toBe(1);
    expect(byStatus.PROCESSED).toBeGreaterThan(500);
    expect(new Set(list.map((t: { trans_ref: string }) => t.trans_ref)).size).toBe(600);
    const years = list.map((t: { creation_date: string }) => new Date(t.creation_date).getTime());
    const spanDays = (Math.max(...years) - Math.min(...years)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(4.5 * 365);
  });

  it('has 120 Zimbabwe beneficiaries with different mobiles', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.heavy@example.com');
    const list = await beneficiaries(call, token);
    expect(list).toHaveLength(120);
    expect(list.every((b: { country_code: string }) => b.country_code === 'ZW')).toBe(true);
    const mobiles = list.map((b: { mobile: string }) => b.mobile);
    expect(new Set(mobiles).size).toBe(120);
    expect(mobiles.every((m: string) => /^\+26377\d{7}$/.test(m))).toBe(true);
  });

  it('is seeded the same on every reset', async () => {
    const first = freshSandbox();
    const second = freshSandbox();
    const strip = (t: { creation_date: string }) => ({ ...t, creation_date: undefined });
    const [a, b] = await Promise.all(
      [first, second].map(async ({ call }) =>
        (await transactions(call, await login(call, 'uk.heavy@example.com'))).map(strip),
      ),
    );
    expect(a).toEqual(b);
  });
});
