import type { Db } from '../db/connection.ts';
import { userByEmail } from '../lib/users.ts';
import { beneficiaryInserter } from '../lib/beneficiaries-store.ts';
import { PIN_VISIBLE_STATUSES, transactionInserter } from '../lib/transactions-store.ts';
import { buildTransaction } from '../lib/transaction-builder.ts';
import { quote } from '../rules/quote.ts';
import { paymentMethodFor } from '../rules/payment-methods.ts';
import { corridorByCode, EXCHANGE_RATES } from './corridors.ts';
import { UI_OPTIONS } from './ui-options.ts';
import { HEAVY_EMAIL, heavyBeneficiaries, heavyTransactions } from './heavy-account-plan.ts';
import { seededPin } from './seed-transactions.ts';

/**
 * The heavy account's ids come from their own blocks (beneficiaries 90001.., transactions
 * ZW20000001.. and 500001..) rather than the shared counters, so the other accounts' seeded data
 * and the numbers new beneficiaries and transactions get stay what they were.
 */
const FIRST_BENEFICIARY_ID = 90_001;
const FIRST_REFERENCE = 20_000_001;
const FIRST_TRANS_ID = 500_001;

/** Seeds uk.heavy's beneficiaries and transactions, one prepared statement for each table. */
export function seedHeavyAccount(db: Db, now: Date): void {
  const user = userByEmail(db, HEAVY_EMAIL);
  const corridor = corridorByCode('ZW');
  if (!user?.remitter_id || !corridor) return;
  const addBeneficiary = beneficiaryInserter(db);
  const beneficiaries = heavyBeneficiaries().map((b, k) =>
    addBeneficiary(user.id, String(FIRST_BENEFICIARY_ID + k), b.data, new Date(now.getTime() - b.age)),
  );
  const addTransaction = transactionInserter(db);
  // Oldest first, so references and ids grow with time.
  heavyTransactions()
    .reverse()
    .forEach((seed, n) => {
      const beneficiary = beneficiaries[seed.beneficiary];
      const paymentMethod = paymentMethodFor(UI_OPTIONS, 'UK', seed.method);
      const amount = { kind: 'destination', value: seed.usd } as const;
      const q = quote(EXCHANGE_RATES, 'GBP', 'USD', amount, { roundPayoutToTen: true });
      if (!beneficiary || !paymentMethod || !q) throw new Error('bad heavy seed transaction');
      const reference = { trans_ref: `ZW${FIRST_REFERENCE + n}`, trans_id: String(FIRST_TRANS_ID + n) };
      const createdAt = new Date(now.getTime() - seed.age);
      const data = buildTransaction({
        reference,
        country: 'UK',
        memberId: user.remitter_id ?? '',
        beneficiary,
        corridor,
        quote: q,
        paymentMethod,
        paymentMethodAsId: seed.methodAsId,
        purpose: seed.purpose,
        transType: 'Cash Collection',
        promoCode: '',
        createdAt,
        ...(PIN_VISIBLE_STATUSES.includes(seed.status)
          ? { collectionPin: seededPin(reference.trans_id) }
          : {}),
      });
      addTransaction({ userId: user.id, status: seed.status, createdAt, data });
    });
}
