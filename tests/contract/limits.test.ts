import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { DAY, SA_ZW_CHARGES, addZimbabweBeneficiary, sendZimbabwe, testClock } from './send-helpers.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';

const NOW = '2026-05-20T12:00:00Z';

describe('GET /api/remitter/limits', () => {
  it('needs the bearer token', async () => {
    const { call } = freshSandbox();
    expect(await call('GET /api/remitter/limits')).toMatchObject({ status: 401, body: { status: 'FAIL' } });
  });

  it('returns the limits table, what a UK sender sent per calendar period in USD, and the currency', async () => {
    const clock = testClock(NOW);
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'uk.sender@example.com');
    const { status, body } = await call('GET /api/remitter/limits', { token });
    expect(status).toBe(200);
    expect(body.status).toBe('SUCCESS');
    expect(body.result.limits).toEqual(UI_OPTIONS.limits);
    expect(body.result.currency).toBe('USD');
    // Seeded (USD payouts, GBP at 1.25): pending 100 (1 h ago), AGENT_OK 150 (2 days), SENT_FOR_PAY
    // 200 (12 days), HQ_OK 250 (25 days, April), ABORTED 120 (40 days, April: not counted),
    // PROCESSED 300 (70 days, March), DELETED 80 (100 days: not counted).
    expect(body.result.amountsSent).toEqual({
      transaction: 0,
      day: 100,
      month: 450,
      quarter: 700,
      year: 1000,
    });
  });

  it('counts an SA sender in ZAR source amounts', async () => {
    const clock = testClock(NOW);
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'sa.sender@example.com');
    const { body } = await call('GET /api/remitter/limits', { token });
    expect(body.result.currency).toBe('ZAR');
    // HQ_OK R2000 (3 days), SENT_FOR_PAY R1000 (8 days), PROCESSED USD 100 = R1901.14 (30 days, April).
    expect(body.result.amountsSent).toEqual({
      transaction: 0,
      day: 0,
      month: 3000,
      quarter: 4901.14,
      year: 4901.14,
    });
  });

  it('is all zero for a user with no transactions', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'sa.lite@example.com');
    const { body } = await call('GET /api/remitter/limits', { token });
    expect(body.result.amountsSent).toEqual({ transaction: 0, day: 0, month: 0, quarter: 0, year: 0 });
  });

  it('starts new calendar periods at midnight UTC, counting a new transaction once it is confirmed', async () => {
    const clock = testClock('2026-03-31T23:00:00Z');
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'sa.lite@example.com');
    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    await sendZimbabwe(call, token, { remitter_id: 'R200002', beneficiary_id, country: 'SA', usd: 100 });

    let sent = (await call('GET /api/remitter/limits', { token })).body.result.amountsSent;
    expect(sent).toEqual({ transaction: 0, day: 1901.14, month: 1901.14, quarter: 1901.14, year: 1901.14 });

    clock.set('2026-04-01T01:00:00Z'); // a new day, month and quarter; same year
    sent = (await call('GET /api/remitter/limits', { token })).body.result.amountsSent;
    expect(sent).toEqual({ transaction: 0, day: 0, month: 0, quarter: 0, year: 1901.14 });
  });
});

describe('limits applied to charges, per tier and period', () => {
  const charge = (usd: number) => ({ ...SA_ZW_CHARGES, amount_to_receive: usd });

  it('SA lite: R3000 per transaction', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'sa.lite@example.com');
    // USD 150 = R2851.71; USD 160 = R3041.83.
    expect((await call('POST /api/remitter/transactions/charges', { token, body: charge(150) })).status).toBe(
      200,
    );
    const over = await call('POST /api/remitter/transactions/charges', { token, body: charge(160) });
    expect(over.status).toBe(422);
    expect(over.body.result.errors).toEqual([
      {
        field: 'amount_to_receive',
        error: expect.stringMatching(/per-transaction sending limit of ZAR 3,000\.00/),
      },
    ]);
  });

  it('SA lite: R5000 per day, available again the next day', async () => {
    const clock = testClock('2026-05-04T09:00:00Z');
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'sa.lite@example.com');
    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    await sendZimbabwe(call, token, { remitter_id: 'R200002', beneficiary_id, country: 'SA', usd: 150 });

    const over = await call('POST /api/remitter/transactions/charges', { token, body: charge(150) });
    expect(over.status).toBe(422);
    expect(over.body.result.errors[0].error).toMatch(
      /daily sending limit of ZAR 5,000\.00 \(ZAR 2,148\.29 left\)/,
    );
    expect((await call('POST /api/remitter/transactions/charges', { token, body: charge(110) })).status).toBe(
      200,
    );

    clock.advance(DAY);
    expect((await call('POST /api/remitter/transactions/charges', { token, body: charge(150) })).status).toBe(
      200,
    );
  });

  it('SA lite: R25000 per month', async () => {
    const clock = testClock('2026-05-01T09:00:00Z');
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'sa.lite@example.com');
    const beneficiary_id = await addZimbabweBeneficiary(call, token);
    // Eight days of R2851.71 = R22813.68; a ninth would make R25665.39.
    for (let day = 0; day < 8; day += 1) {
      await sendZimbabwe(call, token, { remitter_id: 'R200002', beneficiary_id, country: 'SA', usd: 150 });
      clock.advance(DAY);
    }
    const over = await call('POST /api/remitter/transactions/charges', { token, body: charge(150) });
    expect(over.status).toBe(422);
    expect(over.body.result.errors[0].error).toMatch(/monthly sending limit of ZAR 25,000\.00/);
    clock.set('2026-06-01T09:00:00Z');
    expect((await call('POST /api/remitter/transactions/charges', { token, body: charge(150) })).status).toBe(
      200,
    );
  });

  it('SA limited: R25000 per transaction', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'sa.sender@example.com');
    // USD 1310 = R24904.94; USD 1320 = R25095.06.
    expect(
      (await call('POST /api/remitter/transactions/charges', { token, body: charge(1310) })).status,
    ).toBe(200);
    expect(
      (await call('POST /api/remitter/transactions/charges', { token, body: charge(1320) })).status,
    ).toBe(422);
  });

  it('UK lite: USD 1000 (GBP converted at GBP_TO_USD)', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.new@example.com');
    const body = (usd: number) => ({
      destination_country: 'Zimbabwe',
      destination_currency: 'USD',
      trans_type: 'Cash Collection',
      payment_method: '82',
      purpose: 'gift',
      amount_to_receive: usd,
    });
    const ok = await call('POST /api/remitter/transactions/charges', { token, body: body(1000) });
    expect(ok.body.result).toMatchObject({ source_amount: 800, destination_amount: 1000 });
    const over = await call('POST /api/remitter/transactions/charges', { token, body: body(1010) });
    expect(over.status).toBe(422);
    expect(over.body.result.errors[0].error).toMatch(/USD 1,000\.00/);
  });

  it('UK limited: USD 5000 per day counts what was sent today', async () => {
    const clock = testClock(NOW);
    const { call } = freshSandbox({ now: clock.now });
    const token = await login(call, 'uk.sender@example.com');
    const body = (usd: number) => ({
      ...SA_ZW_CHARGES,
      source_currency: 'GBP',
      payment_method: '81',
      purpose: 'gift',
      amount_to_receive: usd,
    });
    // USD 100 already sent today (the seeded pending transaction).
    expect((await call('POST /api/remitter/transactions/charges', { token, body: body(4900) })).status).toBe(
      200,
    );
    const over = await call('POST /api/remitter/transactions/charges', { token, body: body(4910) });
    expect(over.status).toBe(422);
    expect(over.body.result.errors[0].error).toMatch(
      /daily sending limit of USD 5,000\.00 \(USD 4,900\.00 left\)/,
    );
  });
});
