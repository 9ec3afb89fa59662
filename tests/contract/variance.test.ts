import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';
import { beneficiaries, newZimbabweTransaction, transactions } from './send-helpers.ts';
import { NO_VARIANCE, type Variance } from '../../sandbox/variance.ts';

/**
 * Contract variance (sandbox/variance.ts): answers within the spec but unlike the sandbox's
 * defaults, for the checkout's generated sequences. Strict mode still applies to them.
 */
async function ukSender(variance: Partial<Variance>) {
  const sandbox = freshSandbox({ strict: true, variance });
  const token = await login(sandbox.call, 'uk.sender@example.com');
  const [first] = await beneficiaries(sandbox.call, token);
  const open = () =>
    newZimbabweTransaction(sandbox.call, token, {
      remitter_id: 'R100001',
      beneficiary_id: first.beneficiary_id as string,
      country: 'UK',
      usd: 150,
    });
  const confirm = (trans_session_id: unknown) =>
    sandbox.call('POST /api/remitter/transactions/confirm', {
      token,
      body: { country: 'UK', trans_session_id, payment_method: '81' },
    });
  return { ...sandbox, token, open, confirm };
}

describe('the sandbox’s contract variance', () => {
  it('off by default: the answers as the sandbox always made them', async () => {
    const { open, confirm } = await ukSender({});
    const created = (await open()).body.result;
    expect(created.remitter_pay_amount).toBe(125.99);
    const confirmed = (await confirm(created.trans_session_id)).body;
    expect(confirmed.reference_number).toMatch(/^ZW\d{8}$/);
  });

  it('amounts as strings', async () => {
    const { open, call, token } = await ukSender({ amountsAsStrings: true });
    const created = (await open()).body.result;
    expect(created).toMatchObject({ remitter_pay_amount: '125.99', destination_amount: '150.00' });
    const [latest] = await transactions(call, token);
    expect(typeof latest.remitt_pay).toBe('string');
  });

  it('references of digits only, sent as numbers: the confirm and the list', async () => {
    const { open, confirm, call, token } = await ukSender({ numericIds: true });
    const created = (await open()).body.result;
    const confirmed = (await confirm(created.trans_session_id)).body;
    expect(typeof confirmed.reference_number).toBe('number');
    const listed = (await transactions(call, token)).map((t) => t.trans_ref);
    expect(listed).toContain(confirmed.reference_number);
    // Its page answers under the same digits.
    const one = await call(`GET /api/remitter/transactions/${confirmed.reference_number}`, { token });
    expect(one.status).toBe(200);
  });

  it('dates without a zone in the list', async () => {
    const { call, token } = await ukSender({ datesWithoutZone: true });
    for (const transaction of await transactions(call, token)) {
      expect(transaction.creation_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it('the confirm’s reference only inside result', async () => {
    const { open, confirm } = await ukSender({ referenceInResultOnly: true });
    const created = (await open()).body.result;
    const confirmed = (await confirm(created.trans_session_id)).body;
    expect(confirmed).not.toHaveProperty('reference_number');
    expect(confirmed.result.reference_number).toMatch(/^ZW\d{8}$/);
  });

  it('a created total rounded to whole units, which the transaction made then carries', async () => {
    const { open, confirm, call, token } = await ukSender({ createdToWholeUnits: true });
    const created = (await open()).body.result;
    expect(created.remitter_pay_amount).toBe(126);
    const confirmed = (await confirm(created.trans_session_id)).body;
    const one = await call(`GET /api/remitter/transactions/${confirmed.reference_number}`, { token });
    expect(one.body.result.remitt_pay).toBe(126);
  });

  it('set by a control call while the sandbox runs, and off again after a reset', async () => {
    const { call } = freshSandbox();
    const set = await call('POST /__sandbox/variance', { body: { numericIds: true, other: true } });
    expect(set.body.variance).toEqual({ ...NO_VARIANCE, numericIds: true });
    await call('POST /__sandbox/reset');
    expect((await call('GET /__sandbox/variance')).body.variance).toEqual(NO_VARIANCE);
  });
});
