import type { Transaction } from '@/api/contract.ts';

/** A UK card transaction awaiting payment, as the portal sends it. */
export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    trans_ref: 'ZW10000007',
    trans_id: '300007',
    creation_date: new Date(2025, 0, 5, 14, 30).toISOString(),
    status: 'PENDING_CLEARANCE',
    payment_name: 'ORMPay360',
    payment_method: { id: '81', name: 'Credit/Debit Card' },
    currency: 'GBP',
    remitt_pay: 1283.99,
    dest_currency: 'USD',
    dest_amount: 1600,
    rate: 0.8,
    total_charges: 3.99,
    tax: 0,
    trans_type: 'Cash Collection',
    destination_country: 'Zimbabwe',
    benef_name: 'Chipo Moyo',
    benef_mobile: '+263770000101',
    collection_point: 'Cash pick-up at any Example Remit agent in Zimbabwe',
    member_id: 'R1',
    purpose: 'family_support',
    ...overrides,
  };
}
