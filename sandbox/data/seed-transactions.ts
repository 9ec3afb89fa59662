import type { Db } from '../db/connection.ts';
import type { TransactionStatus } from '../../src/api/contract.ts';
import { userByEmail } from '../lib/users.ts';
import { beneficiariesOf } from '../lib/beneficiaries-store.ts';
import { insertTransaction, nextReference, PIN_VISIBLE_STATUSES } from '../lib/transactions-store.ts';
import { buildTransaction } from '../lib/transaction-builder.ts';
import { quote, type QuoteAmount } from '../rules/quote.ts';
import { paymentMethodFor } from '../rules/payment-methods.ts';
import { corridorByCode, EXCHANGE_RATES } from './corridors.ts';
import { UI_OPTIONS } from './ui-options.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface SeedTransaction {
  status: TransactionStatus;
  /** How long before `now` it was created. */
  age: number;
  /** The beneficiary, by mobile digits. */
  beneficiary: string;
  currency: string;
  amount: QuoteAmount;
  method: string;
  methodAsId?: boolean;
  purpose: string;
  transType: string;
  hold?: boolean;
}

const zw = (
  status: TransactionStatus,
  age: number,
  beneficiary: string,
  usd: number,
  method: string,
  purpose: string,
  extra: Partial<SeedTransaction> = {},
): SeedTransaction => ({
  status,
  age,
  beneficiary,
  currency: 'USD',
  amount: { kind: 'destination', value: usd },
  method,
  purpose,
  transType: 'Cash Collection',
  ...extra,
});

/**
 * Demo transactions, priced with the sandbox's own quote rules and anchored on `now`. uk.sender has
 * one in every status (exactly one awaiting payment; its AGENT_OK one is not held), with card (81)
 * and bank (82) payments and payment_method in both of its shapes; sa.sender has a few across
 * corridors; sa.hold one held by compliance; locked one collected; sa.lite and uk.new none.
 */
export const SEED_TRANSACTIONS: Record<string, SeedTransaction[]> = {
  'uk.sender@example.com': [
    zw('PENDING_CLEARANCE', 1 * HOUR, '263770000101', 100, '81', 'family_support'),
    zw('AGENT_OK', 2 * DAY, '263770000102', 150, '82', 'gift', { methodAsId: true }),
    zw('SENT_FOR_PAY', 12 * DAY, '263770000101', 200, '81', 'family_support'),
    zw('HQ_OK', 25 * DAY, '263770000102', 250, '82', 'education', { methodAsId: true }),
    zw('ABORTED', 40 * DAY, '263770000101', 120, '82', 'gift', { methodAsId: true }),
    zw('PROCESSED', 70 * DAY, '263770000101', 300, '81', 'family_support'),
    zw('DELETED', 100 * DAY, '263770000102', 80, '81', 'medical', { methodAsId: true }),
  ],
  'sa.sender@example.com': [
    {
      status: 'HQ_OK',
      age: 3 * DAY,
      beneficiary: '2348000000201',
      currency: 'NGN',
      amount: { kind: 'source', value: 2000 },
      method: '82',
      methodAsId: true,
      purpose: '416 Family Support',
      transType: 'Cash Collection',
    },
    {
      status: 'SENT_FOR_PAY',
      age: 8 * DAY,
      beneficiary: '254700000201',
      currency: 'KES',
      amount: { kind: 'source', value: 1000 },
      method: '92',
      purpose: '401 Gifts',
      transType: 'Cash Collection',
    },
    zw('PROCESSED', 30 * DAY, '263770000201', 100, '91', '401 Gifts'),
  ],
  'sa.hold@example.com': [zw('AGENT_OK', 1 * DAY, '263770000501', 50, '91', '401 Gifts', { hold: true })],
  'locked@example.com': [zw('PROCESSED', 50 * DAY, '263770000401', 100, '81', 'gift')],
};

/** A fixed, made-up collection PIN per transaction id. */
export const seededPin = (transId: string): string =>
  String((Number(transId) * 7919) % 100_000_000).padStart(8, '0');

export function seedTransactions(db: Db, now: Date): void {
  for (const [email, list] of Object.entries(SEED_TRANSACTIONS)) {
    const user = userByEmail(db, email);
    if (!user?.remitter_id) continue;
    const beneficiaries = beneficiariesOf(db, user.id);
    // Oldest first, so references and ids grow with time.
    for (const seed of [...list].sort((a, b) => b.age - a.age)) {
      const beneficiary = beneficiaries.find((b) => b.mobile === `+${seed.beneficiary}`);
      const corridor = beneficiary ? corridorByCode(beneficiary.country_code) : undefined;
      const paymentMethod = paymentMethodFor(UI_OPTIONS, user.country, seed.method);
      const source = user.country === 'UK' ? 'GBP' : 'ZAR';
      const q = quote(EXCHANGE_RATES, source, seed.currency, seed.amount, {
        roundPayoutToTen: corridor?.code === 'ZW',
      });
      if (!beneficiary || !corridor || !paymentMethod || !q)
        throw new Error(`bad seed transaction for ${email}`);
      const reference = nextReference(db, corridor.code);
      const createdAt = new Date(now.getTime() - seed.age);
      const data = buildTransaction({
        reference,
        country: user.country,
        memberId: user.remitter_id,
        beneficiary,
        corridor,
        quote: q,
        paymentMethod,
        paymentMethodAsId: seed.methodAsId ?? false,
        purpose: seed.purpose,
        transType: seed.transType,
        promoCode: '',
        createdAt,
        ...(PIN_VISIBLE_STATUSES.includes(seed.status)
          ? { collectionPin: seededPin(reference.trans_id) }
          : {}),
      });
      insertTransaction(db, {
        userId: user.id,
        status: seed.status,
        complianceHold: seed.hold ?? false,
        createdAt,
        data,
      });
    }
  }
}
