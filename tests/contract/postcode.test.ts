import { describe, expect, it } from 'vitest';
import { freshSandbox, login } from './helpers.ts';

describe('GET /api/postcode/:postcode', () => {
  it('answers the addresses of a known postcode', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const res = await call('GET /api/postcode/SW1A%201AA', { token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('SUCCESS');
    expect(res.body.result.addresses.length).toBeGreaterThanOrEqual(1);
    for (const address of res.body.result.addresses) {
      expect(address).toEqual({
        address_line_1: expect.any(String),
        address_line_2: expect.any(String),
        city: 'London',
        state_province: expect.any(String),
        post_code: 'SW1A 1AA',
      });
    }
  });

  it('ignores case and spaces', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const standard = await call('GET /api/postcode/CF10%201EP', { token });
    for (const written of ['cf101ep', 'Cf10 1eP', 'CF10%20%201EP']) {
      const res = await call(`GET /api/postcode/${written.replace(/ /g, '%20')}`, { token });
      expect(res.status, written).toBe(200);
      expect(res.body).toEqual(standard.body);
    }
    expect(standard.body.result.addresses[0]).toMatchObject({ city: 'Cardiff', post_code: 'CF10 1EP' });
  });

  it('answers no addresses for a well-formed postcode it does not know', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    const res = await call('GET /api/postcode/ZZ9%209ZZ', { token });
    expect(res).toMatchObject({ status: 200, body: { status: 'SUCCESS', result: { addresses: [] } } });
  });

  it('answers 422 for something that is not a UK postcode', async () => {
    const { call } = freshSandbox();
    const token = await login(call, 'uk.sender@example.com');
    for (const written of ['HELLO', '12345', 'SW1A']) {
      const res = await call(`GET /api/postcode/${written}`, { token });
      expect(res.status, written).toBe(422);
      expect(res.body).toEqual({
        status: 'FAIL',
        result: { errors: [{ field: 'postcode', error: expect.any(String) }] },
      });
    }
  });

  it('needs a bearer token', async () => {
    const { call } = freshSandbox();
    expect((await call('GET /api/postcode/SW1A1AA')).status).toBe(401);
  });
});
