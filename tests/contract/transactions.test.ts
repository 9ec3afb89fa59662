import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import {
  addZimbabweBeneficiary,
  beneficiaries,
  confirm,
  newZimbabweTransaction,
  testClock,
  transactions,
} from './send-helpers.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';

const TRANSACTION_SHAPE = {
  trans_ref: expect.any(String),
  trans_id: expect.stringMatching(/^\d+$/),
  creation_date: expect.any(String),
  status: expect.any(String),
  payment_name: expect.any(String),
  currency: expect.stringMatching(/^(GBP|ZAR)$/),
  remitt_pay: expect.any(Number),
  dest_currency: expect.any(String),
  dest_amount: expect.any(Number),
  rate: expect.any(Number),
  total_charges: expect.any(Number),
  tax: expect.any(Number),
  trans_type: expect.any(String),
  destination_country: expect.any(String),
  benef_name: expect.any(String),
  benef_mobile: expect.any(String),
  collection_point: expect.any(String),
  member_id: expect.any(String),
  purpose: expect.any(String),
};

async function as(email: string, now?: () => Date) {
  const sandbox = freshSandbox(now ? { now } : {});
  const token = await login(sandbox.call, email);
  return { ...sandbox, token };
}

/** Signs `email` in; `open(beneficiary_id, usd, fields)` opens a Zimbabwe session as that sender. */
async function sender(email: string, remitter_id: string, country: 'UK' | 'SA', now?: () => Date) {
  const signedIn = await as(email, now);
  const open = (beneficiary_id: string, usd: number, fields: Record<string, unknown> = {}) =>
    newZimbabweTransaction(signedIn.call, signedIn.token, {
      remitter_id,
      beneficiary_id,
      country,
      usd,
      ...fields,
    });
  return { ...signedIn, open };
}

/** The UK sender signed in, with the id of their first beneficiary. */
async function ukSender(now?: () => Date) {
  const uk = await sender('uk.sender@example.com', 'R100001', 'UK', now);
  const [first] = await beneficiaries(uk.call, uk.token);
  return { ...uk, beneficiaryId: first.beneficiary_id as string };
}

/** A 422 whose errors are exactly the one given. */
function expectOnlyError(res: { status: number; body: any }, field: string, error: string) {
  expect(res.status).toBe(422);
  expect(res.body.result.errors).toEqual([{ field, error }]);
}

const adminList = async (call: ReturnType<typeof freshSandbox>['call'], email: string) =>
  (await call(`GET /__sandbox/transactions?email=${email}`)).body;

describe('GET /api/remitter/transactions', () => {
  it('needs the bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('GET /api/remitter/transactions')).status).toBe(401);
  });

  it('returns a list when there are several, newest first, with the contract shape', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call('GET /api/remitter/transactions', { token });
    expect(status).toBe(200);
    expect(body.status).toBe('SUCCESS');
    const list = body.result.transactions;
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(7);
    for (const t of list) expect(t).toMatchObject(TRANSACTION_SHAPE);
    const dates = list.map((t: { creation_date: string }) => Date.parse(t.creation_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.map((t: { status: string }) => t.status).sort()).toEqual([
      'ABORTED',
      'AGENT_OK',
      'DELETED',
      'HQ_OK',
      'PENDING_CLEARANCE',
      'PROCESSED',
      'SENT_FOR_PAY',
    ]);
    expect(list.every((t: { member_id: string }) => t.member_id === 'R100001')).toBe(true);
  });

  it('gives payment_method as {id, name} on some rows and as the id on others', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const list = await transactions(call, token);
    expect(list.some((t) => typeof t.payment_method === 'string')).toBe(true);
    expect(list.some((t) => typeof t.payment_method === 'object')).toBe(true);
    for (const t of list) {
      const id = typeof t.payment_method === 'string' ? t.payment_method : t.payment_method.id;
      expect(['81', '82']).toContain(id);
    }
    expect(list.find((t) => typeof t.payment_method === 'object').payment_method).toEqual({
      id: '81',
      name: 'Credit/Debit Card',
    });
  });

  it('shows the collection PIN only once the money can be collected', async () => {
    const { call, token } = await as('uk.sender@example.com');
    for (const t of await transactions(call, token)) {
      if (['SENT_FOR_PAY', 'HQ_OK', 'PROCESSED'].includes(t.status))
        expect(t.collection_pin).toMatch(/^\d{8}$/);
      else expect(t).not.toHaveProperty('collection_pin');
    }
  });

  it('returns one object, not a list, when there is one', async () => {
    const { call, token } = await as('locked@example.com');
    const { body } = await call('GET /api/remitter/transactions', { token });
    expect(Array.isArray(body.result.transactions)).toBe(false);
    expect(body.result.transactions).toMatchObject({
      ...TRANSACTION_SHAPE,
      status: 'PROCESSED',
      member_id: 'R100004',
    });
  });

  it('leaves transactions out when there are none', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { status, body } = await call('GET /api/remitter/transactions', { token });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'SUCCESS', result: {} });
  });
});

describe('GET /api/remitter/transactions/:id', () => {
  it('finds the user own transaction by trans_ref or by trans_id', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const [first] = await transactions(call, token);
    const byRef = await call(`GET /api/remitter/transactions/${first.trans_ref}`, { token });
    expect(byRef).toMatchObject({ status: 200, body: { status: 'SUCCESS', result: first } });
    const byId = await call(`GET /api/remitter/transactions/${first.trans_id}`, { token });
    expect(byId.body.result).toEqual(first);
  });

  it('answers 404 for someone else transaction and for an unknown one', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const other = await login(call, 'sa.sender@example.com');
    const [theirs] = await transactions(call, other);
    for (const id of [theirs.trans_ref, theirs.trans_id, 'ZW99999999']) {
      const { status, body } = await call(`GET /api/remitter/transactions/${id}`, { token });
      expect(status).toBe(404);
      expect(body).toEqual({ status: 'FAIL', result: { message: 'Transaction not found.' } });
    }
  });
});

describe('GET /api/remitter/pending-transactions', () => {
  it('reports the transaction awaiting payment with the disclaimer, and no hold for a paid AGENT_OK one', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call('GET /api/remitter/pending-transactions', { token });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      has_pending: true,
      compliance_hold: false,
      disclaimer: UI_OPTIONS.disclaimers.pending_transactions,
    });
    expect(body.result.transactions).toHaveLength(1);
    expect(body.result.transactions[0]).toMatchObject({ ...TRANSACTION_SHAPE, status: 'PENDING_CLEARANCE' });
  });

  it('reports the compliance hold', async () => {
    const { call, token } = await as('sa.hold@example.com');
    const { body } = await call('GET /api/remitter/pending-transactions', { token });
    expect(body.result).toEqual({
      has_pending: false,
      compliance_hold: true,
      disclaimer: '',
      transactions: [],
    });
  });

  it('reports nothing for a user without transactions', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { body } = await call('GET /api/remitter/pending-transactions', { token });
    expect(body).toEqual({
      status: 'SUCCESS',
      result: { has_pending: false, compliance_hold: false, disclaimer: '', transactions: [] },
    });
  });
});

describe('POST /api/remitter/transactions/new (Zimbabwe)', () => {
  it('opens a session with the amounts, the receiving amount given as amount_to_send', async () => {
    const { call, open, beneficiaryId } = await ukSender();
    const { status, body } = await open(beneficiaryId, 150);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'SUCCESS',
      result: {
        trans_session_id: expect.any(String),
        source_currency: 'GBP',
        remitter_pay_amount: 125.99,
        destination_currency: 'USD',
        destination_amount: 150,
        source_transfer_amount: 120,
      },
    });
    const admin = await adminList(call, 'uk.sender@example.com');
    expect(admin.count).toBe(7); // nothing is created before confirm
    expect(admin.sessions).toEqual([
      { id: body.result.trans_session_id, state: 'open', trans_ref: null, created_at: expect.any(String) },
    ]);
  });

  it('treats amount_to_send as the amount sent without amount_type, rounding the payout to 10', async () => {
    const { open, beneficiaryId } = await ukSender();
    const { body } = await open(beneficiaryId, 123, { amount_type: undefined });
    expect(body.result).toMatchObject({ destination_amount: 150, source_transfer_amount: 120 });
  });

  it.each([
    [
      'an unknown beneficiary',
      { beneficiary_id: '99999' },
      'beneficiary_id',
      'The selected beneficiary is invalid.',
    ],
    ['no beneficiary', { beneficiary_id: '' }, 'beneficiary_id', 'The beneficiary field is required.'],
    [
      'another remitter id',
      { remitter_id: 'R200001' },
      'remitter_id',
      'The remitter id does not match the signed-in account.',
    ],
    [
      'a payout not a multiple of 10',
      { usd: 155 },
      'amount_to_send',
      'The amount to receive must be a multiple of 10.',
    ],
    [
      'a payout below the minimum',
      { usd: 10 },
      'amount_to_send',
      'The minimum amount that can be received is USD 20.00.',
    ],
    [
      'a missing payment method',
      { payment_method: '' },
      'payment_method',
      'The payment method field is required.',
    ],
    ['an unknown purpose', { purpose: 'lottery' }, 'purpose', 'The selected purpose is invalid.'],
    [
      'a currency not paid out',
      { dest_currency: 'KES' },
      'dest_currency',
      'Payouts in KES from GBP are not available for Zimbabwe.',
    ],
  ])('refuses %s', async (_name, change, field, error) => {
    const { call, open, beneficiaryId } = await ukSender();
    const { status, body } = await open(beneficiaryId, 100, change);
    expect(status).toBe(422);
    expect(body.result.errors).toContainEqual({ field, error });
    expect((await adminList(call, 'uk.sender@example.com')).sessions).toEqual([]);
  });

  it('refuses someone else beneficiary', async () => {
    const { call, open } = await sender('uk.sender@example.com', 'R100001', 'UK');
    const theirs = await beneficiaries(call, await login(call, 'sa.sender@example.com'));
    const res = await open(theirs[0].beneficiary_id, 100);
    expectOnlyError(res, 'beneficiary_id', 'The selected beneficiary is invalid.');
  });

  it('refuses a beneficiary outside Zimbabwe', async () => {
    const { call, token, open } = await sender('sa.sender@example.com', 'R200001', 'SA');
    const kenyan = (await beneficiaries(call, token)).find((b) => b.country_code === 'KE');
    const res = await open(kenyan.beneficiary_id, 100);
    expectOnlyError(res, 'beneficiary_id', 'The selected beneficiary is not in Zimbabwe.');
  });

  it('refuses a sender not registered with the provider yet', async () => {
    const { call, token, open } = await sender('uk.new@example.com', '', 'UK');
    const res = await open(await addZimbabweBeneficiary(call, token), 100);
    expectOnlyError(res, 'remitter_id', 'The sender is not registered with the provider yet.');
  });

  it('refuses above the limits, during a compliance hold, and for a blocked account', async () => {
    const over = await sender('sa.lite@example.com', 'R200002', 'SA');
    const big = await over.open(await addZimbabweBeneficiary(over.call, over.token), 160);
    expect(big.status).toBe(422);
    expect(big.body.result.errors[0]).toMatchObject({
      field: 'amount_to_send',
      error: expect.stringMatching(/per-transaction/),
    });

    const held = await sender('sa.hold@example.com', 'R200005', 'SA');
    const [b] = await beneficiaries(held.call, held.token);
    const onHold = await held.open(b.beneficiary_id, 100);
    expect(onHold).toMatchObject({
      status: 422,
      body: { status: 'FAIL', result: { message: expect.stringMatching(/compliance/) } },
    });

    const locked = await sender('locked@example.com', 'R100004', 'UK');
    const [lb] = await beneficiaries(locked.call, locked.token);
    const refused = await locked.open(lb.beneficiary_id, 100);
    expect(refused.status).toBe(403);
  });
});

describe('POST /api/remitter/transactions/terrapay (cross-border)', () => {
  const body = (beneficiary_id: string, fields: Record<string, unknown> = {}) => ({
    amount_to_send: 7100,
    source_currency: 'ZAR',
    beneficiary_country: 'Kenya',
    dest_currency: 'KES',
    remitter_id: 'R200001',
    beneficiary_id,
    payment_method: '92',
    country: 'SA',
    trans_type: 'Cash Collection',
    sms_benef_mobile: '',
    sms_mobile: '',
    purpose: '401 Gifts',
    promo_code: '',
    ...fields,
  });

  /** Opens a cross-border session as the SA sender, to their Kenyan beneficiary. */
  async function openToKenya(fields: Record<string, unknown> = {}) {
    const { call, token } = await as('sa.sender@example.com');
    const kenyan = (await beneficiaries(call, token)).find((b) => b.country_code === 'KE');
    const res = await call('POST /api/remitter/transactions/terrapay', {
      token,
      body: body(kenyan.beneficiary_id, fields),
    });
    return { call, token, ...res };
  }

  it('opens a session; amount_to_send carries the amount to receive', async () => {
    const { call, token, status, body: res } = await openToKenya();
    expect(status).toBe(200);
    expect(res.result).toEqual({
      trans_session_id: expect.any(String),
      source_currency: 'ZAR',
      remitter_pay_amount: 1050,
      destination_currency: 'KES',
      destination_amount: 7100,
      source_transfer_amount: 1000,
    });
    const confirmed = await confirm(call, token, res.result.trans_session_id, '92');
    expect(confirmed.body.result.trans_ref).toMatch(/^KE\d{8}$/);
    const tx = (await call(`GET /api/remitter/transactions/${confirmed.body.result.trans_ref}`, { token }))
      .body.result;
    expect(tx).toMatchObject({
      destination_country: 'Kenya',
      dest_currency: 'KES',
      dest_amount: 7100,
      remitt_pay: 1050,
      rate: 7.1,
      benef_name: 'Achieng Otieno',
      collection_point: 'Mobile wallet +254700000201',
      payment_name: 'AFXPay360',
    });
  });

  it.each([
    [
      'a beneficiary of another country',
      { beneficiary_country: 'Nigeria', dest_currency: 'NGN' },
      'beneficiary_id',
      'The selected beneficiary is not in Nigeria.',
    ],
    [
      'above the currency maximum',
      { amount_to_send: 40000.01 },
      'amount_to_send',
      'The most that can be received in one transfer is KES 40,000.00.',
    ],
    [
      'a currency not paid out',
      { dest_currency: 'USD' },
      'dest_currency',
      'Payouts in USD from ZAR are not available for Kenya.',
    ],
    [
      'no amount',
      { amount_to_send: '' },
      'amount_to_send',
      'Enter an amount to send or an amount to receive.',
    ],
  ])('refuses %s', async (_name, change, field, error) => {
    const { status, body: res } = await openToKenya(change);
    expect(status).toBe(422);
    expect(res.result.errors).toContainEqual({ field, error });
  });
});

describe('POST /api/remitter/transactions/confirm', () => {
  it('turns the session into one transaction awaiting payment', async () => {
    const clock = testClock('2026-05-20T12:00:00Z');
    const { call, token, open, beneficiaryId } = await ukSender(clock.now);
    const created = await open(beneficiaryId, 150);
    const sessionId = created.body.result.trans_session_id;

    const { status, body } = await confirm(call, token, sessionId, '82', 'UK');
    expect(status).toBe(200);
    // The reference beside status and result (the calls table) and inside result (another reading).
    expect(body).toEqual({
      status: 'SUCCESS',
      reference_number: expect.stringMatching(/^ZW\d{8}$/),
      result: {
        reference_number: body.reference_number,
        trans_ref: body.reference_number,
        message: expect.any(String),
      },
    });

    const tx = (await call(`GET /api/remitter/transactions/${body.result.trans_ref}`, { token })).body.result;
    expect(tx).toEqual({
      trans_ref: body.result.trans_ref,
      trans_id: expect.stringMatching(/^\d+$/),
      creation_date: '2026-05-20T12:00:00.000Z',
      status: 'PENDING_CLEARANCE',
      payment_name: 'Bank Transfer',
      payment_method: { id: '82', name: 'Bank Transfer' },
      currency: 'GBP',
      remitt_pay: 125.99,
      dest_currency: 'USD',
      dest_amount: 150,
      rate: 0.8,
      total_charges: 5.99,
      tax: 0,
      trans_type: 'Cash Collection',
      destination_country: 'Zimbabwe',
      benef_name: 'Rudo Maria Ncube',
      benef_mobile: '+263770000101',
      collection_point: 'Cash pick-up at any Example Remit agent in Zimbabwe',
      member_id: 'R100001',
      purpose: 'family_support',
    });
    const admin = await adminList(call, 'uk.sender@example.com');
    expect(admin.count).toBe(8);
    expect(admin.sessions[0]).toMatchObject({
      id: sessionId,
      state: 'confirmed',
      trans_ref: body.result.trans_ref,
    });
    expect((await transactions(call, token))[0].trans_ref).toBe(body.result.trans_ref);
  });

  it('creates one transaction when the same session is confirmed twice; the second answers FAIL', async () => {
    const { call, token, open, beneficiaryId } = await ukSender();
    const created = await open(beneficiaryId, 100);
    const sessionId = created.body.result.trans_session_id;
    const [first, second] = await Promise.all([
      confirm(call, token, sessionId, '81', 'UK'),
      confirm(call, token, sessionId, '81', 'UK'),
    ]);
    expect([first.body.status, second.body.status].sort()).toEqual(['FAIL', 'SUCCESS']);
    const third = await confirm(call, token, sessionId, '81', 'UK');
    expect(third).toMatchObject({
      status: 200,
      body: {
        status: 'FAIL',
        result: {
          errors: [{ field: 'trans_session_id', error: 'This transaction has already been confirmed.' }],
          message: 'This transaction has already been confirmed.',
        },
      },
    });
    expect((await adminList(call, 'uk.sender@example.com')).count).toBe(8);
  });

  it('answers HTTP 200 with status FAIL for an unknown, someone else or cleared session, creating nothing', async () => {
    const { call, token, open, beneficiaryId } = await ukSender();
    const other = await login(call, 'sa.sender@example.com');
    const nyasha = (await beneficiaries(call, other)).find((b) => b.country_code === 'ZW');
    const theirs = await newZimbabweTransaction(call, other, {
      remitter_id: 'R200001',
      beneficiary_id: nyasha.beneficiary_id,
      country: 'SA',
      usd: 100,
    });
    const mine = await open(beneficiaryId, 100);
    expect(
      (await call('POST /api/remitter/transactions/clear', { token, body: {} })).body.result.cleared,
    ).toBe(1);

    for (const [sessionId, error] of [
      ['TS0000000000000000', 'The transaction session was not found.'],
      [theirs.body.result.trans_session_id, 'The transaction session was not found.'],
      [mine.body.result.trans_session_id, 'This transaction session was cleared. Please start again.'],
    ]) {
      const { status, body } = await confirm(call, token, sessionId, '81', 'UK');
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'FAIL',
        result: { errors: [{ field: 'trans_session_id', error }], message: error },
      });
    }
    expect((await adminList(call, 'uk.sender@example.com')).count).toBe(7);
    expect((await adminList(call, 'sa.sender@example.com')).count).toBe(3);
  });

  it('checks the limits again: a second session quoted before the first was confirmed fails', async () => {
    const { call, token, open } = await sender('sa.lite@example.com', 'R200002', 'SA');
    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    const one = await open(beneficiary_id, 150);
    const two = await open(beneficiary_id, 150);
    expect((await confirm(call, token, one.body.result.trans_session_id, '91')).body.status).toBe('SUCCESS');
    const { status, body } = await confirm(call, token, two.body.result.trans_session_id, '91');
    expect(status).toBe(200);
    expect(body.status).toBe('FAIL');
    expect(body.result.errors[0]).toMatchObject({
      field: 'amount_to_send',
      error: expect.stringMatching(/daily sending limit/),
    });
    expect(body.result.message).toMatch(/daily sending limit/);
    expect((await adminList(call, 'sa.lite@example.com')).count).toBe(1);
  });

  it('validates the request itself with 422', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const missing = await call('POST /api/remitter/transactions/confirm', {
      token,
      body: { country: 'UK', payment_method: '81' },
    });
    expect(missing).toMatchObject({
      status: 422,
      body: {
        status: 'FAIL',
        result: { errors: [{ field: 'trans_session_id', error: expect.any(String) }] },
      },
    });
    const method = await confirm(call, token, 'TS1', '91', 'UK');
    expectOnlyError(method, 'payment_method', 'The selected payment method is invalid.');
  });
});

describe('POST /api/remitter/transactions/clear', () => {
  it('clears the user open sessions and says how many', async () => {
    const { call, token, open, beneficiaryId } = await ukSender();
    await open(beneficiaryId, 100);
    const kept = await open(beneficiaryId, 100);
    await confirm(call, token, kept.body.result.trans_session_id, '81', 'UK');
    await open(beneficiaryId, 100);

    expect(await call('POST /api/remitter/transactions/clear', { token, body: {} })).toMatchObject({
      status: 200,
      body: { status: 'SUCCESS', result: { cleared: 2 } },
    });
    expect(
      (await call('POST /api/remitter/transactions/clear', { token, body: {} })).body.result.cleared,
    ).toBe(0);
    const states = (await adminList(call, 'uk.sender@example.com')).sessions.map(
      (s: { state: string }) => s.state,
    );
    expect(states).toEqual(['cleared', 'confirmed', 'cleared']);
  });
});

describe('sandbox transaction controls', () => {
  it('steps a transaction on, clearing the hold and giving a PIN when it leaves AGENT_OK', async () => {
    const { call, token } = await as('sa.hold@example.com');
    const [held] = await transactions(call, token);
    expect(held).not.toHaveProperty('collection_pin');
    const step = await call(`POST /__sandbox/transactions/${held.trans_ref}/advance`);
    expect(step).toMatchObject({
      status: 200,
      body: { compliance_hold: false, transaction: { status: 'SENT_FOR_PAY' } },
    });
    expect(step.body.transaction.collection_pin).toMatch(/^\d{8}$/);
    expect(
      (await call('GET /api/remitter/pending-transactions', { token })).body.result.compliance_hold,
    ).toBe(false);

    expect(
      (await call(`POST /__sandbox/transactions/${held.trans_ref}/advance`)).body.transaction.status,
    ).toBe('PROCESSED');
    expect((await call(`POST /__sandbox/transactions/${held.trans_ref}/advance`)).status).toBe(409);
    expect((await call('POST /__sandbox/transactions/ZW00000000/advance')).status).toBe(404);
  });

  it('steps PENDING_CLEARANCE to AGENT_OK without a PIN', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const pending = (await transactions(call, token)).find((t) => t.status === 'PENDING_CLEARANCE');
    const step = await call(`POST /__sandbox/transactions/${pending.trans_ref}/advance`);
    expect(step.body.transaction.status).toBe('AGENT_OK');
    expect(step.body.transaction).not.toHaveProperty('collection_pin');
    const deleted = (await transactions(call, token)).find((t) => t.status === 'DELETED');
    expect((await call(`POST /__sandbox/transactions/${deleted.trans_ref}/advance`)).status).toBe(409);
  });

  it('lists a user sessions and transactions by email', async () => {
    const { call } = freshSandbox();
    expect(await call('GET /__sandbox/transactions?email=uk.sender@example.com')).toMatchObject({
      status: 200,
      body: { count: 7, sessions: [], transactions: expect.any(Array) },
    });
    expect((await call('GET /__sandbox/transactions?email=sa.lite@example.com')).body).toEqual({
      count: 0,
      sessions: [],
      transactions: [],
    });
    expect((await call('GET /__sandbox/transactions')).status).toBe(400);
    expect((await call('GET /__sandbox/transactions?email=nobody@example.com')).status).toBe(404);
  });
});

describe('lib/sessions-store', () => {
  it('confirms a session once only, even when the route check is skipped', async () => {
    const { markConfirmed, openSession, sessionById } = await import('../../sandbox/lib/sessions-store.ts');
    const { deps } = freshSandbox();
    const session = openSession(deps.db, 1, {} as never, deps.now());
    expect(markConfirmed(deps.db, session.id, 'ZW10000099')).toBe(true);
    expect(markConfirmed(deps.db, session.id, 'ZW10000100')).toBe(false);
    expect(sessionById(deps.db, session.id)).toMatchObject({ state: 'confirmed', trans_ref: 'ZW10000099' });
  });
});
