import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { SA_ZW_CHARGES, UK_ZW_CHARGES, addZimbabweBeneficiary, sendZimbabwe } from './send-helpers.ts';

const CHARGES = 'POST /api/remitter/transactions/charges';

/** The other-country payload of an SA sender. */
const crossBorder = (fields: Record<string, unknown>) => ({
  trans_type: 'Account',
  source_currency: 'ZAR',
  payment_method: '92',
  purpose: '416 Family Support',
  promo_code: '',
  ...fields,
});

async function as(email: string) {
  const sandbox = freshSandbox();
  const token = await login(sandbox.call, email);
  return { ...sandbox, token };
}

describe('POST /api/remitter/transactions/charges: Zimbabwe flow', () => {
  it('needs the bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call(CHARGES, { body: { ...UK_ZW_CHARGES, amount_to_receive: 100 } })).status).toBe(401);
  });

  it('quotes a UK receiving amount: GBP per USD as rate, tiered fee', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: { ...UK_ZW_CHARGES, amount_to_receive: 150 },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'SUCCESS',
      result: {
        source_amount: 120,
        source_currency: 'GBP',
        destination_amount: 150,
        destination_currency: 'USD',
        total_charges: 5.99,
        tax: 0,
        rate: 0.8,
      },
    });
  });

  it.each([
    [100, 80, 3.99],
    [130, 104, 5.99],
    [700, 560, 9.99],
  ])('UK: USD %s costs GBP %s plus %s', async (usd, gbp, fee) => {
    const { call, token } = await as('uk.sender@example.com');
    const { body } = await call(CHARGES, { token, body: { ...UK_ZW_CHARGES, amount_to_receive: usd } });
    expect(body.result).toMatchObject({ source_amount: gbp, total_charges: fee, tax: 0 });
  });

  it('quotes an SA receiving amount: destination per source as rate, fixed R50', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { body } = await call(CHARGES, { token, body: { ...SA_ZW_CHARGES, amount_to_receive: 100 } });
    expect(body.result).toEqual({
      source_amount: 1901.14,
      source_currency: 'ZAR',
      destination_amount: 100,
      destination_currency: 'USD',
      total_charges: 50,
      tax: 0,
      rate: 0.0526,
    });
  });

  it('quotes ZAR payouts in Zimbabwe at ZAR_TO_ZAR', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { body } = await call(CHARGES, {
      token,
      body: { ...SA_ZW_CHARGES, destination_currency: 'ZAR', amount_to_receive: 500 },
    });
    expect(body.result).toMatchObject({
      source_amount: 500,
      destination_amount: 500,
      total_charges: 50,
      rate: 1,
    });
  });

  it.each([
    ['uk.sender@example.com', UK_ZW_CHARGES, 123, 150, 120], // USD 153.75 -> 150
    ['uk.sender@example.com', UK_ZW_CHARGES, 124, 160, 128], // USD 155 -> 160
    ['sa.sender@example.com', SA_ZW_CHARGES, 1000, 50, 950.57], // USD 52.60 -> 50
  ])(
    '%s: sending %s rounds the payout to the nearest 10 (%s) and recomputes the source (%s)',
    async (email, base, send, dest, source) => {
      const { call, token } = await as(email);
      const { status, body } = await call(CHARGES, {
        token,
        body: { ...base, amount_to_send: send, amount_to_receive: '' },
      });
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ destination_amount: dest, source_amount: source });
    },
  );

  it('refuses a receiving amount that is not a multiple of 10', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: { ...UK_ZW_CHARGES, amount_to_receive: 155 },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      status: 'FAIL',
      result: {
        errors: [{ field: 'amount_to_receive', error: 'The amount to receive must be a multiple of 10.' }],
      },
    });
  });

  it.each([
    ['uk.sender@example.com', UK_ZW_CHARGES, { amount_to_receive: 10 }, 'amount_to_receive', 'USD 20.00'],
    ['uk.sender@example.com', UK_ZW_CHARGES, { amount_to_send: 10 }, 'amount_to_send', 'USD 20.00'], // -> USD 10
    [
      'sa.sender@example.com',
      { ...SA_ZW_CHARGES, destination_currency: 'ZAR' },
      { amount_to_receive: 190 },
      'amount_to_receive',
      'ZAR 200.00',
    ],
  ])('%s: below the minimum receiving amount', async (email, base, amount, field, minimum) => {
    const { call, token } = await as(email);
    const { status, body } = await call(CHARGES, { token, body: { ...base, ...amount } });
    expect(status).toBe(422);
    expect(body.result.errors).toEqual([
      { field, error: `The minimum amount that can be received is ${minimum}.` },
    ]);
  });

  it('accepts exactly the minimum', async () => {
    const { call, token } = await as('uk.sender@example.com');
    expect((await call(CHARGES, { token, body: { ...UK_ZW_CHARGES, amount_to_receive: 20 } })).status).toBe(
      200,
    );
  });

  it('makes the first transfer free with the referral code, once', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const free = await call(CHARGES, {
      token,
      body: { ...SA_ZW_CHARGES, amount_to_receive: 100, promo_code: 'FREEREMIT' },
    });
    expect(free.body.result).toMatchObject({ total_charges: 0, tax: 0, source_amount: 1901.14 });

    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    await sendZimbabwe(call, token, {
      remitter_id: 'R200002',
      beneficiary_id,
      country: 'SA',
      usd: 100,
      promo_code: 'FREEREMIT',
    });
    const again = await call(CHARGES, {
      token,
      body: { ...SA_ZW_CHARGES, amount_to_receive: 100, promo_code: 'FREEREMIT' },
    });
    expect(again.status).toBe(422);
    expect(again.body.result.errors).toEqual([
      { field: 'promo_code', error: 'The promo code has already been used.' },
    ]);
  });

  it('refuses an unknown promo code', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: { ...UK_ZW_CHARGES, amount_to_receive: 100, promo_code: 'SPRING' },
    });
    expect(status).toBe(422);
    expect(body.result.errors).toEqual([{ field: 'promo_code', error: 'The promo code is not valid.' }]);
  });

  it('refuses any quote while compliance holds a transaction, and quotes again once it is cleared', async () => {
    const { call, token } = await as('sa.hold@example.com');
    const held = await call(CHARGES, { token, body: { ...SA_ZW_CHARGES, amount_to_receive: 100 } });
    expect(held.status).toBe(422);
    expect(held.body).toEqual({ status: 'FAIL', result: { message: expect.stringMatching(/compliance/) } });
    const other = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: 'Kenya', destination_currency: 'KES', amount_to_send: 500 }),
    });
    expect(other.status).toBe(422);

    const { body: admin } = await call('GET /__sandbox/transactions?email=sa.hold@example.com');
    await call(`POST /__sandbox/transactions/${admin.transactions[0].trans_ref}/advance`);
    expect((await call(CHARGES, { token, body: { ...SA_ZW_CHARGES, amount_to_receive: 100 } })).status).toBe(
      200,
    );
  });

  it('does not hold a user whose AGENT_OK transaction is merely paid (uk.sender)', async () => {
    const { call, token } = await as('uk.sender@example.com');
    expect((await call(CHARGES, { token, body: { ...UK_ZW_CHARGES, amount_to_receive: 100 } })).status).toBe(
      200,
    );
  });

  it('refuses a blocked account', async () => {
    const { call, token } = await as('locked@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: { ...UK_ZW_CHARGES, amount_to_receive: 100 },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 'FAIL', result: { message: expect.any(String) } });
  });

  it('lists every missing field', async () => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call(CHARGES, { token, body: { destination_country: 'Zimbabwe' } });
    expect(status).toBe(422);
    const fields = body.result.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual([
      'amount_to_send',
      'destination_currency',
      'payment_method',
      'purpose',
      'trans_type',
    ]);
  });

  it.each([
    [{ payment_method: '91' }, 'payment_method', 'The selected payment method is invalid.'],
    [{ purpose: 'lottery' }, 'purpose', 'The selected purpose is invalid.'],
    [{ trans_type: 'Teleport' }, 'trans_type', 'The selected transfer type is invalid.'],
    [
      { destination_currency: 'EUR' },
      'destination_currency',
      'Payouts in EUR from GBP are not available for Zimbabwe.',
    ],
    [
      { destination_currency: 'ZAR' },
      'destination_currency',
      'Payouts in ZAR from GBP are not available for Zimbabwe.',
    ],
    [{ source_currency: 'ZAR' }, 'source_currency', 'The source currency must be GBP.'],
    [
      { destination_country: 'Atlantis' },
      'destination_country',
      'The selected destination country is invalid.',
    ],
    [{ amount_to_receive: -10 }, 'amount_to_receive', 'The amount must be a number greater than 0.'],
    [{ amount_to_receive: 'ten' }, 'amount_to_receive', 'The amount must be a number greater than 0.'],
  ])('refuses %j', async (change, field, error) => {
    const { call, token } = await as('uk.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: { ...UK_ZW_CHARGES, amount_to_receive: 100, ...change },
    });
    expect(status).toBe(422);
    expect(body.status).toBe('FAIL');
    expect(body.result.errors).toContainEqual({ field, error });
  });
});

describe('POST /api/remitter/transactions/charges: other-country flow', () => {
  it('quotes a Kenyan mobile-wallet payout: amount_to_send carries the amount to receive', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: 'Kenya', destination_currency: 'KES', amount_to_send: 7100 }),
    });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      source_amount: 1000,
      source_currency: 'ZAR',
      destination_amount: 7100,
      destination_currency: 'KES',
      total_charges: 50,
      tax: 0,
      rate: 7.1,
    });
  });

  it('quotes from a receiving amount, without rounding to 10', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { body } = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: 'NG', destination_currency: 'NGN', amount_to_receive: 85085 }),
    });
    expect(body.result).toMatchObject({ source_amount: 1001, destination_amount: 85085 });
  });

  it('does not round Zimbabwe payouts when sent as a cross-border (Account) transfer', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { body } = await call(CHARGES, {
      token,
      body: crossBorder({
        destination_country: 'Zimbabwe',
        destination_currency: 'USD',
        amount_to_send: 52.63,
      }),
    });
    expect(body.result).toMatchObject({ source_amount: 1000.57, destination_amount: 52.63 });
  });

  it.each([
    ['Kenya', 'KES', { amount_to_receive: 40000 }, 200],
    ['Kenya', 'KES', { amount_to_receive: 40001 }, 422],
    ['Democratic Republic of the Congo', 'USD', { amount_to_send: 300 }, 200],
    ['Democratic Republic of the Congo', 'USD', { amount_to_send: 300.01 }, 422],
  ])('%s: the per-currency maximum (%s) %j -> %s', async (country, currency, amount, expected) => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: country, destination_currency: currency, ...amount }),
    });
    expect(status).toBe(expected);
    if (expected === 422) {
      expect(body.result.errors[0].error).toMatch(
        new RegExp(`most that can be received in one transfer is ${currency}`),
      );
    }
  });

  it('refuses a country with no payout option', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: 'Malawi', destination_currency: 'MWK', amount_to_send: 100 }),
    });
    expect(status).toBe(422);
    expect(body.result.errors).toContainEqual({
      field: 'destination_country',
      error: 'No payout options are available for Malawi.',
    });
  });

  it('refuses a currency the country does not pay out', async () => {
    const { call, token } = await as('sa.sender@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: crossBorder({ destination_country: 'Kenya', destination_currency: 'USD', amount_to_send: 100 }),
    });
    expect(status).toBe(422);
    expect(body.result.errors).toEqual([
      { field: 'destination_currency', error: 'Payouts in USD from ZAR are not available for Kenya.' },
    ]);
  });

  it('applies the sending limits too', async () => {
    const { call, token } = await as('sa.lite@example.com');
    const { status, body } = await call(CHARGES, {
      token,
      body: crossBorder({
        destination_country: 'Kenya',
        destination_currency: 'KES',
        amount_to_send: 21300.08, // R3,000.01 sent: above the lite per-transaction cap
      }),
    });
    expect(status).toBe(422);
    expect(body.result.errors[0]).toMatchObject({
      field: 'amount_to_send',
      error: expect.stringMatching(/per-transaction/),
    });
  });
});
