/**
 * Strict-contract mode (SANDBOX_STRICT=1): every successful answer carries the spec's fields and
 * nothing more, for every call of the contract; failures are sent as they are.
 */
import { describe, expect, it } from 'vitest';
import type { Service } from '../../src/api/contract.ts';
import { STRICT_SHAPES, missingFields, pruneToShape, reportsFailure } from '../../sandbox/strict/index.ts';
import { optional, type Shape } from '../../sandbox/strict/shape.ts';
import { SCENARIOS, runScenario, valuesAt, type Scenario } from './strict-helpers.ts';

const SERVICES: Service[] = ['portal', 'identity', 'payout'];

const rows = SERVICES.flatMap((service) =>
  Object.entries(SCENARIOS[service]).map(([key, scenario]) => ({
    service,
    key,
    scenario,
    extra: (scenario.extra ?? []).join(', '),
  })),
);

function shapeOf(service: Service, key: string): Shape {
  const shape = STRICT_SHAPES[service][key];
  if (shape === undefined) throw new Error(`no strict shape for ${service} ${key}`);
  return shape;
}

async function answer(service: Service, key: string, scenario: Scenario, strict: boolean) {
  const res = await runScenario(service, key, scenario, strict);
  const label = `${strict ? 'strict' : 'full'} ${service} ${key}: ${res.status} ${JSON.stringify(res.body)}`;
  expect(res.status >= 200 && res.status < 300, label).toBe(true);
  expect(reportsFailure(res.body), label).toBe(false);
  return res.body as unknown;
}

describe('the strict scenarios', () => {
  it.each(SERVICES)('cover every call of the %s contract', (service) => {
    expect(Object.keys(SCENARIOS[service]).sort()).toEqual(Object.keys(STRICT_SHAPES[service]).sort());
  });
});

describe('a strict sandbox answers each call with exactly its strict shape', () => {
  it.each(rows)('$service $key', async ({ service, key, scenario }) => {
    const shape = shapeOf(service, key);
    const body = await answer(service, key, scenario, true);
    expect(missingFields(body, shape)).toEqual([]);
    expect(pruneToShape(body, shape)).toEqual(body);
  });
});

describe('what the full sandbox sends beyond the spec, strict mode prunes', () => {
  const withExtra = rows.filter(({ extra }) => extra !== '');

  it('on a selection of calls across the three services', () => {
    expect(withExtra.length).toBeGreaterThanOrEqual(12);
    expect(new Set(withExtra.map(({ service }) => service))).toEqual(new Set(SERVICES));
  });

  it.each(withExtra)('$service $key: $extra', async ({ service, key, scenario }) => {
    const full = await answer(service, key, scenario, false);
    const strict = await answer(service, key, scenario, true);
    for (const path of scenario.extra ?? []) {
      expect(valuesAt(full, path), `full: ${path}`).not.toEqual([]);
      expect(valuesAt(strict, path), `strict: ${path}`).toEqual([]);
    }
    // The full answer holds the spec's fields too; pruning it to the shape takes the extra away.
    const shape = shapeOf(service, key);
    expect(missingFields(full, shape)).toEqual([]);
    expect(pruneToShape(full, shape)).not.toEqual(full);
  });
});

describe('failures are never pruned', () => {
  const UK = 'uk.sender@example.com';

  /** A failing call, its expected status, and fields of the answer that must survive. */
  const failures: {
    label: string;
    service: Service;
    key: string;
    scenario: Scenario;
    status: number;
    kept: string[];
    /** Whether pruning to the call's shape would drop some of the kept fields. */
    prunable: boolean;
  }[] = [
    {
      label: 'confirm of an unknown session: HTTP 200 with status FAIL',
      service: 'portal',
      key: 'POST /remitter/transactions/confirm',
      scenario: {
        run: async ({ send, as }) =>
          send({
            token: await as(UK),
            body: { country: 'UK', trans_session_id: 'TS0000000000000000', payment_method: '81' },
          }),
      },
      status: 200,
      kept: ['result.errors', 'result.message'],
      // Its shape keeps result.errors and result.message, but would need a reference_number.
      prunable: false,
    },
    {
      label: 'login without its fields: 422 with result.errors',
      service: 'portal',
      key: 'POST /remitter/auth/login',
      scenario: { run: ({ send }) => send({ body: {} }) },
      status: 422,
      kept: ['status', 'result.errors'],
      prunable: true,
    },
    {
      label: 'login with a wrong password: 401 with result.message',
      service: 'portal',
      key: 'POST /remitter/auth/login',
      scenario: {
        run: ({ send }) => send({ body: { type: 'email', email: UK, password: 'Wrong1234' } }),
      },
      status: 401,
      kept: ['status', 'result.message'],
      prunable: true,
    },
    {
      label: 'charges for an amount not a multiple of 10: 422 with result.errors',
      service: 'portal',
      key: 'POST /remitter/transactions/charges',
      scenario: {
        run: async ({ send, as }) =>
          send({
            token: await as(UK),
            body: {
              destination_country: 'Zimbabwe',
              destination_currency: 'USD',
              source_currency: 'GBP',
              country: 'UK',
              trans_type: 'Cash Collection',
              payment_method: '81',
              purpose: 'family_support',
              amount_type: 'DESTINATION',
              amount_to_receive: 155,
            },
          }),
      },
      status: 422,
      kept: ['result.errors'],
      prunable: true,
    },
    {
      label: 'the verification record of a remitter who has not started: 404 success false',
      service: 'identity',
      key: 'GET /api/kyc/verification/:remitterId',
      scenario: { run: ({ send }) => send({ params: { remitterId: 'R200002' } }) },
      status: 404,
      kept: ['success', 'message'],
      prunable: true,
    },
    {
      label: 'an unregistered wallet: HTTP 200 with the partner error fields',
      service: 'payout',
      key: 'POST /terrapay/verify/mobile',
      scenario: {
        run: async ({ send, as }) =>
          send({ token: await as(UK), query: { bvn: '', mobile: '+263771230000' } }),
      },
      status: 200,
      kept: ['status', 'errorCode', 'errorDescription', 'errorCategory'],
      // The verification shape names the error fields: kept either way, and never judged as a success.
      prunable: false,
    },
    {
      label: 'the currencies of an unknown country: 404 with a message',
      service: 'payout',
      key: 'GET /terrapay/options/currencies/:countryCode',
      scenario: {
        run: async ({ send, as }) => send({ token: await as(UK), params: { countryCode: 'XX' } }),
      },
      status: 404,
      kept: ['message'],
      prunable: true,
    },
  ];

  it.each(failures)('$label', async ({ service, key, scenario, status, kept, prunable }) => {
    const strict = await runScenario(service, key, scenario, true);
    const full = await runScenario(service, key, scenario, false);
    expect(strict.status).toBe(status);
    expect(reportsFailure(strict.body) || status >= 400).toBe(true);
    expect(strict.body).toEqual(full.body);
    for (const path of kept) expect(valuesAt(strict.body, path), path).not.toEqual([]);
    const pruned = pruneToShape(strict.body, shapeOf(service, key));
    expect(kept.some((path) => valuesAt(pruned, path).length === 0)).toBe(prunable);
  });
});

describe('pruneToShape and missingFields', () => {
  const cases: { label: string; value: unknown; shape: Shape; pruned: unknown; missing: string[] }[] = [
    {
      label: 'keeps only the named fields',
      value: { a: 1, b: 2 },
      shape: { a: true },
      pruned: { a: 1 },
      missing: [],
    },
    {
      label: 'prunes nested objects',
      value: { result: { user: { email: 'e', extra: 1 }, token: 't' }, more: true },
      shape: { result: { user: { email: true } } },
      pruned: { result: { user: { email: 'e' } } },
      missing: [],
    },
    {
      label: '`true` keeps a value whole',
      value: { result: { limits: { uk: { lite: [1, 2] } }, other: 'x' } },
      shape: { result: true },
      pruned: { result: { limits: { uk: { lite: [1, 2] } }, other: 'x' } },
      missing: [],
    },
    {
      label: '`true` at the root keeps the answer whole',
      value: { anything: [{ at: 'all' }] },
      shape: true,
      pruned: { anything: [{ at: 'all' }] },
      missing: [],
    },
    {
      label: 'names the paths of missing required fields',
      value: { status: 'SUCCESS', result: { user: {} } },
      shape: { status: true, result: { token: true, user: { email: true } } },
      pruned: { status: 'SUCCESS', result: { user: {} } },
      missing: ['result.token', 'result.user.email'],
    },
    {
      label: 'an optional field may be absent',
      value: { status: 'SUCCESS' },
      shape: { status: true, result: optional({ message: true }) },
      pruned: { status: 'SUCCESS' },
      missing: [],
    },
    {
      label: 'an optional field present is pruned to its shape and checked',
      value: { result: { errors: [], message: 'm', extra: 1 } },
      shape: { result: optional({ errors: optional(), message: true, code: true }) },
      pruned: { result: { errors: [], message: 'm' } },
      missing: ['result.code'],
    },
    {
      label: 'a list is pruned and checked item by item',
      value: { list: [{ id: 1, x: 1 }, { x: 2 }] },
      shape: { list: { id: true } },
      pruned: { list: [{ id: 1 }, {}] },
      missing: ['list[1].id'],
    },
    {
      label: 'one item where a list may be is pruned as an item',
      value: { beneficiary: { id: 1, x: 1 } },
      shape: { beneficiary: { id: true } },
      pruned: { beneficiary: { id: 1 } },
      missing: [],
    },
    {
      label: 'an answer that is a list is pruned item by item',
      value: [{ bankName: 'B', bankCode: '1', rank: 3 }],
      shape: { bankName: optional(), bankCode: optional() },
      pruned: [{ bankName: 'B', bankCode: '1' }],
      missing: [],
    },
    {
      label: 'null and scalars are kept as they are and count as present',
      value: { remitter: null, count: 3 },
      shape: { remitter: { remitter_id: true }, count: { nested: true } },
      pruned: { remitter: null, count: 3 },
      missing: [],
    },
  ];

  it.each(cases)('$label', ({ value, shape, pruned, missing }) => {
    expect(pruneToShape(value, shape)).toEqual(pruned);
    expect(missingFields(value, shape)).toEqual(missing);
  });

  it.each([
    [{ status: 'FAIL', result: { message: 'm' } }, true],
    [{ status: 'Error', errorCode: '1' }, true],
    [{ success: false, message: 'm' }, true],
    [{ status: 'Success', errorDescription: 'd' }, true],
    [{ status: 'Success', errorCode: '' }, false],
    [{ status: 'SUCCESS', result: {} }, false],
    [{ success: true, data: {} }, false],
    ['not an object', true],
  ])('reportsFailure(%j) is %s', (body, failure) => {
    expect(reportsFailure(body)).toBe(failure);
  });
});
