import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { addZimbabweBeneficiary, sendZimbabwe, transactions } from './send-helpers.ts';

const INITIATE = 'POST /api/payments/initiate';
const POLL = 'POST /api/payments/poll';
const RETURN_URL = 'http://localhost/transactions/REF';

async function ukSender() {
  const sandbox = freshSandbox();
  const token = await login(sandbox.call, 'uk.sender@example.com');
  const pending = (await transactions(sandbox.call, token)).find((t) => t.status === 'PENDING_CLEARANCE');
  const request = (fields: Record<string, unknown> = {}) => ({
    member_id: 'R100001',
    transaction_reference: pending.trans_ref,
    payment_method: '81',
    currency: 'GBP',
    amount: pending.remitt_pay,
    return_url: RETURN_URL.replace('REF', pending.trans_ref),
    ...fields,
  });
  return { ...sandbox, token, pending, request };
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

describe('POST /api/payments/initiate', () => {
  it('needs the bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call(INITIATE, { body: {} })).status).toBe(401);
  });

  it('starts a hosted payment for the exact total to pay and answers with its URL at the top level', async () => {
    const { call, token, pending, request } = await ukSender();
    expect(pending.remitt_pay).toBe(83.99);
    const { status, body } = await call(INITIATE, { token, body: request() });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'SUCCESS',
      payment_url: expect.stringMatching(/^http:\/\/localhost\/pay\/[\w-]{16,}$/),
      message: expect.any(String),
    });
  });

  it('accepts the amount as a string, to the cent', async () => {
    const { call, token, request } = await ukSender();
    expect((await call(INITIATE, { token, body: request({ amount: '83.99' }) })).status).toBe(200);
  });

  it('reuses the pending payment when initiated again', async () => {
    const { call, token, request } = await ukSender();
    const first = await call(INITIATE, { token, body: request() });
    const second = await call(INITIATE, { token, body: request() });
    expect(second.body.payment_url).toBe(first.body.payment_url);
  });

  it('starts a new payment after the previous one was cancelled', async () => {
    const { call, token, request } = await ukSender();
    const first = await call(INITIATE, { token, body: request() });
    await call(`POST /pay/${tokenOf(first.body.payment_url)}/cancel`);
    const second = await call(INITIATE, { token, body: request() });
    expect(second.status).toBe(200);
    expect(second.body.payment_url).not.toBe(first.body.payment_url);
  });

  it.each([
    [
      'an amount one cent short',
      { amount: 83.98 },
      'amount',
      "The amount must be the transaction's total to pay (83.99).",
    ],
    [
      'the amount without charges',
      { amount: 80 },
      'amount',
      "The amount must be the transaction's total to pay (83.99).",
    ],
    ['no amount', { amount: '' }, 'amount', 'The amount must be a number greater than 0.'],
    ['another currency', { currency: 'ZAR' }, 'currency', 'The currency must be GBP.'],
    [
      'another member id',
      { member_id: 'R200001' },
      'member_id',
      'The member id does not match the signed-in account.',
    ],
    [
      'an unknown reference',
      { transaction_reference: 'ZW99999999' },
      'transaction_reference',
      'The selected transaction reference is invalid.',
    ],
    [
      'a relative return URL',
      { return_url: '/transactions/x' },
      'return_url',
      'The return url must be an absolute http or https URL.',
    ],
    [
      'a script return URL',
      { return_url: 'javascript:alert(1)' },
      'return_url',
      'The return url must be an absolute http or https URL.',
    ],
    [
      'an unknown payment method',
      { payment_method: '91' },
      'payment_method',
      'The selected payment method is invalid.',
    ],
  ])('refuses %s', async (_name, change, field, error) => {
    const { call, token, request } = await ukSender();
    const { status, body } = await call(INITIATE, { token, body: request(change) });
    expect(status).toBe(422);
    expect(body.status).toBe('FAIL');
    expect(body.result.errors).toContainEqual({ field, error });
  });

  it('refuses a transaction that is not awaiting payment, and someone else transaction', async () => {
    const { call, token, request } = await ukSender();
    const paid = (await transactions(call, token)).find((t) => t.status === 'AGENT_OK');
    const notPending = await call(INITIATE, {
      token,
      body: request({ transaction_reference: paid.trans_ref, amount: paid.remitt_pay }),
    });
    expect(notPending.status).toBe(422);
    expect(notPending.body.result.errors).toEqual([
      { field: 'transaction_reference', error: 'This transaction is not awaiting payment.' },
    ]);

    const theirs = (await transactions(call, await login(call, 'sa.sender@example.com')))[0];
    const foreign = await call(INITIATE, {
      token,
      body: request({ transaction_reference: theirs.trans_ref, amount: theirs.remitt_pay, currency: 'ZAR' }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.result.errors).toContainEqual({
      field: 'transaction_reference',
      error: 'The selected transaction reference is invalid.',
    });
  });

  it('refuses a blocked account', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'locked@example.com');
    const { status } = await call(INITIATE, { token, body: {} });
    expect(status).toBe(403);
  });
});

describe('POST /api/payments/poll', () => {
  it('answers 404 "Payment Not Initiated." before a payment is started', async () => {
    const { call, token, pending } = await ukSender();
    const { status, body } = await call(POLL, { token, body: { transaction_reference: pending.trans_ref } });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'FAIL', result: { message: 'Payment Not Initiated.' } });
  });

  it('reports pending, then paid with the transaction in compliance checking', async () => {
    const { call, token, pending, request } = await ukSender();
    const started = await call(INITIATE, { token, body: request() });
    const before = await call(POLL, { token, body: { transaction_reference: pending.trans_ref } });
    expect(before).toMatchObject({
      status: 200,
      body: {
        status: 'SUCCESS',
        result: {
          message: expect.any(String),
          payment_status: 'pending',
          transaction_status: 'PENDING_CLEARANCE',
        },
      },
    });
    await call(`POST /pay/${tokenOf(started.body.payment_url)}/pay`);
    const after = await call(POLL, { token, body: { transaction_reference: pending.trans_id } });
    expect(after.body.result).toMatchObject({ payment_status: 'paid', transaction_status: 'AGENT_OK' });
  });

  it('reports a cancelled payment as its failure (status FAIL, its message), the transaction still awaiting payment', async () => {
    const { call, token, pending, request } = await ukSender();
    const started = await call(INITIATE, { token, body: request() });
    await call(`POST /pay/${tokenOf(started.body.payment_url)}/cancel`);
    const { status, body } = await call(POLL, { token, body: { transaction_reference: pending.trans_ref } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'FAIL',
      result: {
        message: 'The payment was cancelled.',
        payment_status: 'cancelled',
        transaction_status: 'PENDING_CLEARANCE',
      },
    });
  });

  it('answers 404 for someone else transaction or an unknown one, 422 without a reference', async () => {
    const { call, token } = await ukSender();
    const theirs = (await transactions(call, await login(call, 'sa.sender@example.com')))[0];
    for (const ref of [theirs.trans_ref, 'ZW99999999']) {
      expect(await call(POLL, { token, body: { transaction_reference: ref } })).toMatchObject({
        status: 404,
        body: { status: 'FAIL', result: { message: 'Transaction not found.' } },
      });
    }
    expect((await call(POLL, { token, body: {} })).status).toBe(422);
  });
});

describe('the whole send: create, confirm, initiate, pay', () => {
  it('takes an SA transfer from quote to compliance checking', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'sa.lite@example.com');
    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    const ref = await sendZimbabwe(call, token, {
      remitter_id: 'R200002',
      beneficiary_id,
      country: 'SA',
      usd: 100,
    });
    const tx = (await call(`GET /api/remitter/transactions/${ref}`, { token })).body.result;
    expect(tx).toMatchObject({ status: 'PENDING_CLEARANCE', remitt_pay: 1951.14, currency: 'ZAR' });
    const started = await call(INITIATE, {
      token,
      body: {
        member_id: 'R200002',
        transaction_reference: ref,
        payment_method: '91',
        currency: 'ZAR',
        amount: tx.remitt_pay,
        return_url: `http://localhost/checkout/${ref}`,
      },
    });
    const paid = await call(`POST /pay/${tokenOf(started.body.payment_url)}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`http://localhost/checkout/${ref}`);
    expect((await call(`GET /api/remitter/transactions/${ref}`, { token })).body.result.status).toBe(
      'AGENT_OK',
    );
    // Paid, not held: the sender can quote again.
    expect((await call('GET /api/remitter/pending-transactions', { token })).body.result).toMatchObject({
      has_pending: false,
      compliance_hold: false,
    });
  });
});
