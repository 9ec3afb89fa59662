import { beforeAll, describe, expect, it } from 'vitest';
import { CORRIDORS } from '../../sandbox/data/corridors.ts';
import { freshSandbox, login } from './helpers.ts';

const sandbox = freshSandbox();
const { call } = sandbox;
let token = '';

beforeAll(async () => {
  token = await login(call, 'sa.sender@example.com');
});

const get = (path: string) => call(`GET /payout${path}`, { token });
const post = (path: string) => call(`POST /payout${path}`, { token });

const errorShape = {
  status: 'Error',
  errorCode: expect.any(String),
  errorDescription: expect.any(String),
  errorCategory: expect.any(String),
};

describe('payout partner authentication', () => {
  it.each([
    'GET /payout/terrapay/options/corridors',
    'GET /payout/terrapay/options/currencies/ZW',
    'GET /payout/terrapay/options/banks/NG',
    'POST /payout/terrapay/verify/mobile?bvn=&mobile=%2B263771234567',
    'POST /payout/terrapay/verify/bank?bvn=&bankname=x&bankCode=000101&country=NG&accountId=123456789',
  ])('%s answers 401 without a token, or with an unknown one', async (key) => {
    for (const options of [{}, { token: 'not-a-token' }]) {
      const { status, body } = await call(key, options);
      expect(status).toBe(401);
      expect(body).toEqual({ status: 'FAIL', result: { message: expect.any(String) } });
    }
  });
});

describe('GET /payout/terrapay/options/corridors', () => {
  it('lists the corridor countries under data.data', async () => {
    const { status, body } = await get('/terrapay/options/corridors');
    expect(status).toBe(200);
    expect(body.data.data).toEqual(CORRIDORS);
    for (const corridor of body.data.data) {
      expect(corridor).toEqual({
        name: expect.any(String),
        code: expect.stringMatching(/^[A-Z]{2}$/),
        iso: expect.stringMatching(/^[A-Z]{3}$/),
        currency: expect.any(String),
        terapay_wallet: expect.any(Boolean),
        terrapay_bank: expect.any(Boolean),
        account: expect.any(String),
        isDefault: expect.any(Boolean),
      });
    }
    expect(
      body.data.data.filter((c: { isDefault: boolean }) => c.isDefault).map((c: { code: string }) => c.code),
    ).toEqual(['ZW']);
  });
});

describe('GET /payout/terrapay/options/currencies/:countryCode', () => {
  it.each(['ZW', 'zw'])('lists the receiving currencies of %s', async (code) => {
    const { status, body } = await get(`/terrapay/options/currencies/${code}`);
    expect(status).toBe(200);
    expect(body.data.data.receivingCurrencies.map((c: { currency: string }) => c.currency)).toEqual([
      'USD',
      'ZAR',
    ]);
    for (const currency of body.data.data.receivingCurrencies) {
      expect(currency).toMatchObject({
        currency: expect.any(String),
        name: expect.any(String),
        id: expect.any(String),
      });
    }
  });

  it('answers 404 with a message for an unknown country', async () => {
    const { status, body } = await get('/terrapay/options/currencies/XX');
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });
});

describe('GET /payout/terrapay/options/banks/:countryCode', () => {
  it.each([
    ['NG', 'bankName', 'bankCode'],
    ['ZA', 'bankName', 'bankCode'],
    ['BW', 'bank_name', 'bank_code'],
    ['ZM', 'name', 'code'],
    ['ZW', 'name', 'code'],
  ])('lists the banks of %s spelt %s / %s', async (code, nameKey, codeKey) => {
    const { status, body } = await get(`/terrapay/options/banks/${code}`);
    expect(status).toBe(200);
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const bank of body.data.data) {
      expect(Object.keys(bank).sort()).toEqual([nameKey, codeKey].sort());
      expect(bank[nameKey]).toEqual(expect.any(String));
      expect(bank[codeKey]).toEqual(expect.any(String));
    }
  });

  it('uses made-up bank names', async () => {
    const { body } = await get('/terrapay/options/banks/NG');
    expect(body.data.data[0]).toEqual({ bankName: 'Sample Bank Nigeria', bankCode: expect.any(String) });
  });

  it.each(['KE', 'MZ', 'MW', 'CD'])(
    'answers an empty list for %s, which has no bank delivery',
    async (code) => {
      const { status, body } = await get(`/terrapay/options/banks/${code}`);
      expect(status).toBe(200);
      expect(body).toEqual({ data: { data: [] } });
    },
  );

  it('answers 404 with a message for an unknown country', async () => {
    const { status, body } = await get('/terrapay/options/banks/XX');
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });
});

describe('POST /payout/terrapay/verify/mobile', () => {
  it('verifies a registered wallet and names its holder', async () => {
    const { status, body } = await post('/terrapay/verify/mobile?bvn=&mobile=%2B263771234567');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'Success', message: expect.any(String), accountName: expect.any(String) });
  });

  it.each([
    ['no mobile', '/terrapay/verify/mobile?bvn='],
    ['an empty mobile', '/terrapay/verify/mobile?bvn=&mobile='],
    ['a mobile that is not a number', '/terrapay/verify/mobile?mobile=abc'],
  ])('answers 400 with the partner error shape for %s', async (_label, path) => {
    const { status, body } = await post(path);
    expect(status).toBe(400);
    expect(body).toEqual({ ...errorShape, errorCategory: 'validation' });
  });

  it.each([
    ['an unregistered number (ending 0000)', '%2B263771230000', /not registered/],
    ['a number of a country without wallet delivery (Nigeria)', '%2B2348012345678', /not available/],
    ['a number of a country the partner does not serve', '%2B15551234567', /not supported/],
  ])('answers 200 with status Error for %s', async (_label, mobile, description) => {
    const { status, body } = await post(`/terrapay/verify/mobile?bvn=&mobile=${mobile}`);
    expect(status).toBe(200);
    expect(body).toEqual(errorShape);
    expect(body.errorDescription).toMatch(description);
  });
});

describe('POST /payout/terrapay/verify/bank', () => {
  const bank = (params: Record<string, string>) =>
    post(
      `/terrapay/verify/bank?${new URLSearchParams({ bvn: '', bankname: 'Sample Bank Nigeria', bankCode: '000101', country: 'NG', accountId: '0123456789', ...params })}`,
    );

  it.each<Record<string, string>>([{}, { country: 'Nigeria' }, { country: 'ng' }])(
    'verifies an account and names its holder (%o)',
    async (params) => {
      const { status, body } = await bank(params);
      expect(status).toBe(200);
      expect(body).toEqual({
        status: 'Success',
        message: expect.any(String),
        accountName: expect.any(String),
      });
    },
  );

  it('accepts each spelling of the bank lists', async () => {
    expect(
      (await bank({ country: 'BW', bankCode: 'BW001', bankname: 'Sample Bank Botswana' })).body.status,
    ).toBe('Success');
    expect(
      (await bank({ country: 'ZW', bankCode: 'ZW100', bankname: 'Sample Bank Zimbabwe' })).body.status,
    ).toBe('Success');
  });

  it.each(['bankname', 'bankCode', 'country', 'accountId'])(
    'answers 400 with the partner error shape without %s',
    async (name) => {
      const { status, body } = await bank({ [name]: '' });
      expect(status).toBe(400);
      expect(body).toEqual({ ...errorShape, errorCategory: 'validation' });
      expect(body.errorDescription).toContain(name);
    },
  );

  it.each([
    ['an account with letters', { accountId: '01234AB789' }],
    ['an unknown account (ending 0000)', { accountId: '0123450000' }],
    ['a bank code of another country', { bankCode: 'ZW100' }],
    ['a country without bank delivery', { country: 'KE' }],
    ['a country the partner does not serve', { country: 'XX' }],
  ])('answers 200 with status Error for %s', async (_label, params) => {
    const { status, body } = await bank(params);
    expect(status).toBe(200);
    expect(body).toEqual(errorShape);
  });
});

describe('unknown payout paths', () => {
  it('answer 404 with a message to a signed-in user', async () => {
    const { status, body } = await get('/terrapay/options/nothing');
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.any(String) });
  });
});
