import { expect } from 'vitest';
import type { caller } from './helpers.ts';

type Call = ReturnType<typeof caller>;

/** A clock tests can move: `freshSandbox({ now: clock.now })`. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at: string) => {
      current = new Date(at);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const DAY = 24 * 60 * 60 * 1000;

/** Charges for the Zimbabwe flow of a UK sender (card, Cash Collection, USD). */
export const UK_ZW_CHARGES = {
  destination_country: 'Zimbabwe',
  destination_currency: 'USD',
  source_currency: 'GBP',
  country: 'UK',
  trans_type: 'Cash Collection',
  payment_method: '81',
  purpose: 'family_support',
  amount_type: 'DESTINATION',
};

/** Charges for the Zimbabwe flow of an SA sender (Pay Online, Cash Collection, USD). */
export const SA_ZW_CHARGES = {
  destination_country: 'Zimbabwe',
  destination_currency: 'USD',
  source_currency: 'ZAR',
  country: 'SA',
  trans_type: 'Cash Collection',
  payment_method: '91',
  purpose: '401 Gifts',
  amount_type: 'DESTINATION',
};

export async function beneficiaries(call: Call, token: string): Promise<any[]> {
  const { body } = await call('GET /api/remitter/beneficiaries', { token });
  const list = body.result.beneficiaries.beneficiary;
  return list === undefined ? [] : Array.isArray(list) ? list : [list];
}

export async function transactions(call: Call, token: string): Promise<any[]> {
  const { body } = await call('GET /api/remitter/transactions', { token });
  const list = body.result.transactions;
  return list === undefined ? [] : Array.isArray(list) ? list : [list];
}

/** Adds a Zimbabwe beneficiary and returns its id. */
export async function addZimbabweBeneficiary(
  call: Call,
  token: string,
  mobile = '+263779990001',
): Promise<string> {
  const { status, body } = await call('POST /api/remitter/beneficiaries/new', {
    token,
    body: { first_name: 'Tariro', middle_name: '', last_name: 'Gumbo', mobile, save_to_favourites: true },
  });
  expect(status).toBe(200);
  return body.result.beneficiary_id as string;
}

/** Opens a Zimbabwe transaction session (receiving `usd`) and returns the response. */
export async function newZimbabweTransaction(
  call: Call,
  token: string,
  fields: { remitter_id: string; beneficiary_id: string; country: 'UK' | 'SA'; usd: number } & Record<
    string,
    unknown
  >,
) {
  const { usd, country, ...rest } = fields;
  const base = country === 'UK' ? UK_ZW_CHARGES : SA_ZW_CHARGES;
  return call('POST /api/remitter/transactions/new', {
    token,
    body: {
      country,
      payment_method: base.payment_method,
      source_currency: base.source_currency,
      dest_currency: 'USD',
      amount_to_send: usd,
      trans_type: 'Cash Collection',
      purpose: base.purpose,
      amount_type: 'DESTINATION',
      sms_mobile: '',
      sms_benef_mobile: '',
      ...rest,
    },
  });
}

export async function confirm(
  call: Call,
  token: string,
  sessionId: string,
  paymentMethod: string,
  country = 'SA',
) {
  return call('POST /api/remitter/transactions/confirm', {
    token,
    body: { country, trans_session_id: sessionId, payment_method: paymentMethod },
  });
}

/** Creates and confirms a Zimbabwe transaction; returns its reference. */
export async function sendZimbabwe(
  call: Call,
  token: string,
  fields: { remitter_id: string; beneficiary_id: string; country: 'UK' | 'SA'; usd: number } & Record<
    string,
    unknown
  >,
): Promise<string> {
  const created = await newZimbabweTransaction(call, token, fields);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const method = fields.country === 'UK' ? '81' : '91';
  const confirmed = await confirm(call, token, created.body.result.trans_session_id, method, fields.country);
  expect(confirmed.body.status, JSON.stringify(confirmed.body)).toBe('SUCCESS');
  return confirmed.body.result.trans_ref as string;
}
