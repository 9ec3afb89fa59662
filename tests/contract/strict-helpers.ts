/**
 * One successful call of every contract call, for the strict-mode contract test: each scenario
 * signs in and sets up what it needs through `call`, then makes its own call through `send`,
 * which requests the scenario's key on its service's mount ('GET /remitter/transactions/:id'
 * as 'GET /api/remitter/transactions/ZW10000001').
 */
import { SERVICE_MOUNTS, type Service } from '../../src/api/contract.ts';
import type { IdentityCalls } from '../../src/api/contract/identity.ts';
import type { PayoutCalls } from '../../src/api/contract/payout.ts';
import type { PortalCalls } from '../../src/api/contract/portal-calls.ts';
import { DEMO_PASSWORD } from '../../sandbox/db/seed.ts';
import { NOW, formOf, png, verifyMobile } from './account-helpers.ts';
import { freshSandbox, login, type CallOptions, type CallResult, type caller } from './helpers.ts';
import { UK_ZW_CHARGES, beneficiaries, newZimbabweTransaction, transactions } from './send-helpers.ts';

export type Call = ReturnType<typeof caller>;

export interface SendOptions extends CallOptions {
  /** The key's path parameters (`{ id: 'ZW10000001' }` for `:id`). */
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export interface ScenarioContext {
  /** Any call on this scenario's sandbox (setup). */
  call: Call;
  /** The scenario's own call. */
  send: (options?: SendOptions) => Promise<CallResult>;
  /** Signs a demo account in; its bearer token. */
  as: (email: string) => Promise<string>;
}

export interface Scenario {
  run: (context: ScenarioContext) => Promise<CallResult>;
  /**
   * Fields the full sandbox sends beyond the spec, as paths ('result.tax'; a list is looked into
   * item by item): present without strict mode, pruned with it.
   */
  extra?: readonly string[];
}

/** The key's request on its service's mount, with its path parameters and query filled in. */
export function requestOf(service: Service, key: string, options: SendOptions = {}): string {
  const space = key.indexOf(' ');
  const path = key.slice(space + 1).replace(/:(\w+)/g, (_match, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return `${key.slice(0, space)} ${SERVICE_MOUNTS[service]}${path}${query}`;
}

/** Runs a scenario on a fresh in-process sandbox, strict or not, on a fixed day (NOW). */
export function runScenario(service: Service, key: string, scenario: Scenario, strict: boolean) {
  const { call } = freshSandbox({ strict, now: () => NOW });
  const send = (options: SendOptions = {}) => {
    const { params: _params, query: _query, ...rest } = options;
    return call(requestOf(service, key, options), rest);
  };
  return scenario.run({ call, send, as: (email) => login(call, email) });
}

const UK = 'uk.sender@example.com';
const SA = 'sa.sender@example.com';
const UK_NEW = 'uk.new@example.com';

const ukSenderDetails = {
  first_name: 'Nadia',
  middle_name: 'Rose',
  last_name: 'Fielding',
  mobile: '447700900003',
  dob: '1990-02-01',
  gender: 'Female',
  purpose_of_remittance: 'family_support',
  referral_code: 'FRIEND1',
};

/** The migration remitter (Tendai Moyo), as the Sender Details search sends him. */
const tendai = {
  country: 'UK',
  first_name: 'Tendai',
  last_name: 'Moyo',
  mobile: '+447700900006',
  dob: '1985-04-12',
  referral_code: '',
};

/** Sends the migration code to Tendai Moyo's mobile and reads it back from the sandbox. */
async function migrationCode(call: Call, token: string): Promise<string> {
  await call('POST /api/remitter/existing/send-otp', {
    token,
    body: { remitter_id: 'R100006', mobile: '447700900006' },
  });
  return (await call('GET /__sandbox/otp?mobile=447700900006')).body.code as string;
}

/** The UK sender's transaction awaiting payment. */
async function awaitingPayment(call: Call, token: string) {
  const list = await transactions(call, token);
  const pending = list.find((t) => t.status === 'PENDING_CLEARANCE');
  if (!pending) throw new Error('no transaction awaiting payment');
  return pending as { trans_ref: string; remitt_pay: number };
}

/** Opens a Zimbabwe session for the UK sender to their first beneficiary. */
async function openUkSession(call: Call, token: string): Promise<string> {
  const [first] = await beneficiaries(call, token);
  const created = await newZimbabweTransaction(call, token, {
    remitter_id: 'R100001',
    beneficiary_id: first.beneficiary_id,
    country: 'UK',
    usd: 150,
  });
  return created.body.result.trans_session_id as string;
}

type Scenarios<Calls> = { readonly [K in keyof Calls & string]: Scenario };

export const PORTAL_SCENARIOS: Scenarios<PortalCalls> = {
  'POST /remitter/auth/register/basic': {
    run: async ({ call, send }) => {
      await verifyMobile(call, '+447700900123');
      return send({
        body: {
          country: 'UK',
          mobile: '+447700900123',
          email: 'new.sender@example.com',
          password: 'Passw0rdX',
          subscribe: true,
        },
      });
    },
  },
  'POST /remitter/auth/register/full': {
    run: async ({ send, as }) =>
      send({ token: await as(UK_NEW), form: formOf(ukSenderDetails, { id1: png() }) }),
  },
  'POST /remitter/auth/login': {
    run: ({ send }) => send({ body: { type: 'email', email: UK, password: DEMO_PASSWORD } }),
  },
  'POST /remitter/auth/change-password': {
    run: async ({ send, as }) =>
      send({ token: await as(UK), body: { current_password: DEMO_PASSWORD, new_password: 'NewPassw0rd' } }),
    extra: ['result.message'],
  },
  'POST /remitter/auth/forgot-password': {
    run: ({ send }) => send({ body: { type: 'email', email: UK } }),
  },
  'POST /remitter/auth/reset-password': {
    run: async ({ call, send }) => {
      await call('POST /api/remitter/auth/forgot-password', { body: { type: 'email', email: SA } });
      const { body } = await call('GET /__sandbox/outbox');
      const token = /password-reset\?token=(\S+)/.exec(body.messages.at(-1).text)?.[1] ?? '';
      return send({ body: { token: decodeURIComponent(token), password: 'Reset1234' } });
    },
  },
  'POST /otp': {
    run: ({ send }) => send({ body: { mobile: '+447700900123' } }),
  },
  'POST /otp/verify': {
    run: async ({ call, send }) => {
      await call('POST /api/otp', { body: { mobile: '+447700900123' } });
      const { body } = await call('GET /__sandbox/otp?mobile=447700900123');
      return send({ body: { mobile: '+447700900123', otp: body.code } });
    },
  },
  'GET /remitter/ui': {
    run: ({ send }) => send({ headers: { 'X-API-Key': 'sandbox-ui-key' } }),
  },
  'GET /remitter/limits': {
    run: async ({ send, as }) => send({ token: await as(UK) }),
    extra: ['result.currency'],
  },
  'GET /remitter/pending-transactions': {
    run: async ({ send, as }) => send({ token: await as(UK) }),
  },
  'POST /remitter/auth/register/remitone': {
    run: async ({ call, send, as }) => {
      const token = await as(UK_NEW);
      await call('POST /api/remitter/auth/register/full', { token, form: formOf(ukSenderDetails) });
      return send({ token, body: {} });
    },
  },
  'POST /remitter/transactions/charges': {
    run: async ({ send, as }) =>
      send({ token: await as(UK), body: { ...UK_ZW_CHARGES, amount_to_receive: 150 } }),
    extra: ['result.destination_amount', 'result.destination_currency'],
  },
  'POST /remitter/transactions/clear': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      await openUkSession(call, token);
      return send({ token, body: {} });
    },
  },
  'POST /remitter/transactions/new': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const [first] = await beneficiaries(call, token);
      return send({
        token,
        body: {
          country: 'UK',
          remitter_id: 'R100001',
          beneficiary_id: first.beneficiary_id,
          payment_method: UK_ZW_CHARGES.payment_method,
          source_currency: 'GBP',
          dest_currency: 'USD',
          amount_to_send: 150,
          trans_type: 'Cash Collection',
          purpose: UK_ZW_CHARGES.purpose,
          amount_type: 'DESTINATION',
          promo_code: '',
          sms_mobile: '',
          sms_benef_mobile: '',
        },
      });
    },
  },
  'POST /remitter/transactions/confirm': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const sessionId = await openUkSession(call, token);
      return send({ token, body: { country: 'UK', trans_session_id: sessionId, payment_method: '81' } });
    },
    // The calls table reads reference_number beside status; the sandbox also sends it in result.
    extra: ['result.reference_number', 'result.trans_ref'],
  },
  'GET /remitter/transactions': {
    run: async ({ send, as }) => send({ token: await as(UK) }),
    extra: ['result.transactions.tax', 'result.transactions.purpose'],
  },
  'GET /remitter/transactions/:id': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const [latest] = await transactions(call, token);
      return send({ token, params: { id: latest.trans_ref } });
    },
    extra: ['result.tax', 'result.purpose'],
  },
  'POST /remitter/transactions/terrapay': {
    run: async ({ call, send, as }) => {
      const token = await as(SA);
      const kenyan = (await beneficiaries(call, token)).find((b) => b.country_code === 'KE');
      return send({
        token,
        body: {
          amount_to_send: 1000,
          source_currency: 'ZAR',
          beneficiary_country: 'Kenya',
          dest_currency: 'KES',
          remitter_id: 'R200001',
          beneficiary_id: kenyan.beneficiary_id,
          payment_method: '92',
          country: 'SA',
          trans_type: 'Cash Collection',
          sms_benef_mobile: '',
          sms_mobile: '',
          purpose: '401 Gifts',
          promo_code: '',
        },
      });
    },
  },
  'POST /remitter/beneficiaries/new': {
    run: async ({ send, as }) =>
      send({
        token: await as('sa.lite@example.com'),
        body: { first_name: 'Tariro', middle_name: '', last_name: 'Gumbo', mobile: '+263779990001' },
      }),
    // The calls table reads the ids beside the status; the sandbox also sends them in result.
    extra: ['result'],
  },
  'POST /remitter/beneficiaries/update': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const [rudo] = await beneficiaries(call, token);
      return send({
        token,
        body: {
          beneficiary_id: rudo.beneficiary_id,
          country: rudo.country,
          mobile: rudo.mobile,
          telephone: rudo.telephone,
          first_name: 'Ruth',
          middle_name: rudo.mname,
          last_name: rudo.lname,
        },
      });
    },
  },
  'GET /remitter/beneficiaries': {
    // Several, in three countries (wallet and bank variants).
    run: async ({ send, as }) => send({ token: await as(SA) }),
  },
  'GET /remitter/beneficiaries/:id': {
    run: async ({ call, send, as }) => {
      const token = await as(SA);
      const nigerian = (await beneficiaries(call, token)).find((b) => b.country_code === 'NG');
      return send({ token, params: { id: nigerian.beneficiary_id } });
    },
  },
  'GET /remitter/profile': {
    run: async ({ send, as }) => send({ token: await as(UK) }),
  },
  'POST /remitter/profile/update': {
    run: async ({ send, as }) =>
      send({
        token: await as(UK),
        form: formOf(
          {
            first_name: 'Amelia',
            middle_name: 'Jane',
            last_name: 'Carter Smith',
            nationality: 'GB',
            dob: '1988-03-14',
            gender: 'Female',
            // Her own number and address: a new one needs a confirmed code first.
            mobile: '7700900001',
            email: 'uk.sender@example.com',
            post_code: 'M1 1AE',
            address_line_1: '3 Sample Street',
            address_line_2: 'Unit 4',
            city: 'Manchester',
            state_province: 'Greater Manchester',
            id1_type: 'Passport',
            id1_expiry: '2030-05-05',
          },
          { id2: png('bill.pdf') },
        ),
      }),
  },
  'POST /remitter/profile/upgrade': {
    run: async ({ send, as }) =>
      send({
        token: await as(UK_NEW),
        form: formOf(
          {
            upgrade_type: 'limited',
            address_line_1: '7 Demo Lane',
            post_code: 'B1 1BB',
            city: 'Birmingham',
            state_province: 'West Midlands',
            nationality: 'GB',
            id1_type: 'drivingLicence',
            id1_details: 'DL000001',
            id1_issue_place: 'Swansea',
            id1_issue_country: 'GB',
            id1_expiry: '2029-12-31',
          },
          { id1: png() },
        ),
      }),
  },
  'POST /payments/initiate': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const pending = await awaitingPayment(call, token);
      return send({
        token,
        body: {
          member_id: 'R100001',
          transaction_reference: pending.trans_ref,
          payment_method: '81',
          currency: 'GBP',
          amount: pending.remitt_pay,
          return_url: `http://localhost/transactions/${pending.trans_ref}`,
        },
      });
    },
    extra: ['status', 'message'],
  },
  'POST /payments/poll': {
    run: async ({ call, send, as }) => {
      const token = await as(UK);
      const pending = await awaitingPayment(call, token);
      await call('POST /api/payments/initiate', {
        token,
        body: {
          member_id: 'R100001',
          transaction_reference: pending.trans_ref,
          payment_method: '81',
          currency: 'GBP',
          amount: pending.remitt_pay,
          return_url: `http://localhost/transactions/${pending.trans_ref}`,
        },
      });
      return send({ token, body: { transaction_reference: pending.trans_ref } });
    },
    extra: ['result.payment_status', 'result.transaction_status'],
  },
  'POST /remitter/existing/search': {
    run: async ({ send, as }) => send({ token: await as(UK_NEW), body: tendai }),
  },
  'POST /remitter/existing/send-otp': {
    run: async ({ send, as }) =>
      send({ token: await as(UK_NEW), body: { remitter_id: 'R100006', mobile: '447700900006' } }),
    extra: ['result'],
  },
  'POST /remitter/existing/verify-otp': {
    run: async ({ call, send, as }) => {
      const token = await as(UK_NEW);
      const otp = await migrationCode(call, token);
      return send({ token, body: { remitter_id: 'R100006', otp } });
    },
    extra: ['result'],
  },
  'POST /remitter/existing/onboard': {
    run: async ({ call, send, as }) => {
      const token = await as(UK_NEW);
      await call('POST /api/remitter/existing/search', { token, body: tendai });
      const otp = await migrationCode(call, token);
      await call('POST /api/remitter/existing/verify-otp', { token, body: { remitter_id: 'R100006', otp } });
      return send({ token, body: { remitter_id: 'R100006' } });
    },
    extra: ['result.user'],
  },
  'GET /postcode/:postcode': {
    run: async ({ send, as }) => send({ token: await as(UK), params: { postcode: 'SW1A 1AA' } }),
  },
};

export const IDENTITY_SCENARIOS: Scenarios<IdentityCalls> = {
  'GET /api/kyc/verification/:remitterId': {
    // sa.sender's partial record: every service in another state.
    run: ({ send }) => send({ params: { remitterId: 'R200001' } }),
    extra: ['success'],
  },
  'POST /api/kyc/request-verification': {
    run: ({ send }) => send({ body: { remitterId: 'R200001', channel: 'web' } }),
    extra: ['data.verification_id', 'data.expires_at'],
  },
};

export const PAYOUT_SCENARIOS: Scenarios<PayoutCalls> = {
  'GET /terrapay/options/corridors': {
    run: async ({ send, as }) => send({ token: await as(SA) }),
  },
  'GET /terrapay/options/currencies/:countryCode': {
    run: async ({ send, as }) => send({ token: await as(SA), params: { countryCode: 'ZW' } }),
  },
  'GET /terrapay/options/banks/:countryCode': {
    run: async ({ send, as }) => send({ token: await as(SA), params: { countryCode: 'NG' } }),
  },
  'POST /terrapay/verify/mobile': {
    run: async ({ send, as }) => send({ token: await as(SA), query: { bvn: '', mobile: '+263771234567' } }),
    extra: ['accountName'],
  },
  'POST /terrapay/verify/bank': {
    run: async ({ send, as }) =>
      send({
        token: await as(SA),
        query: {
          bvn: '',
          bankname: 'Sample Bank Nigeria',
          bankCode: '000101',
          country: 'NG',
          accountId: '0123456789',
        },
      }),
    extra: ['accountName'],
  },
};

export const SCENARIOS: Record<Service, Readonly<Record<string, Scenario>>> = {
  portal: PORTAL_SCENARIOS,
  identity: IDENTITY_SCENARIOS,
  payout: PAYOUT_SCENARIOS,
};

/** Every value at a path ('result.transactions.tax'), looking into lists item by item. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let found: unknown[] = [value];
  for (const name of path.split('.')) {
    found = found
      .flatMap((item) => (Array.isArray(item) ? item : [item]))
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .filter((item) => name in item)
      .map((item) => item[name]);
  }
  return found;
}
