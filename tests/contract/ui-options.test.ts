import { describe, expect, it } from 'vitest';
import { freshSandbox } from './helpers.ts';
import { DEFAULT_UI_API_KEY } from '../../sandbox/app.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';
import { API_KEY_HEADER } from '../../src/api/contract.ts';

describe('GET /api/remitter/ui', () => {
  it('answers the whole UI options with the API key and no token', async () => {
    const { call } = freshSandbox();
    const res = await call('GET /api/remitter/ui', { headers: { [API_KEY_HEADER]: DEFAULT_UI_API_KEY } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(UI_OPTIONS);
    expect(res.body).toMatchObject({
      gender_types: expect.any(Array),
      limits: { uk: expect.any(Object), sa: expect.any(Object) },
    });
  });

  it('checks the key the sandbox is configured with', async () => {
    const { call } = freshSandbox({ uiApiKey: 'another-key' });
    expect(
      (await call('GET /api/remitter/ui', { headers: { [API_KEY_HEADER]: 'another-key' } })).status,
    ).toBe(200);
    expect(
      (await call('GET /api/remitter/ui', { headers: { [API_KEY_HEADER]: DEFAULT_UI_API_KEY } })).status,
    ).toBe(401);
  });

  it('answers 401 with a message without the key or with a wrong one', async () => {
    const { call } = freshSandbox();
    for (const headers of [{}, { [API_KEY_HEADER]: 'wrong' }] as Record<string, string>[]) {
      const res = await call('GET /api/remitter/ui', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'FAIL', result: { message: expect.any(String) } });
    }
  });
});
