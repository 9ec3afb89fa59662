import { describe, expect, it } from 'vitest';
import { freshSandbox } from './helpers.ts';
import { DEFAULT_UI_API_KEY } from '../../sandbox/app.ts';
import { UI_OPTIONS } from '../../sandbox/data/ui-options.ts';
import { API_KEY_HEADER } from '../../src/api/contract.ts';

const KEY = { headers: { [API_KEY_HEADER]: DEFAULT_UI_API_KEY } };

describe('POST /__sandbox/rate: the market moves', () => {
  it('changes the rates GET /remitter/ui answers, only those named, until a reset', async () => {
    const { call } = freshSandbox();
    const moved = await call('POST /__sandbox/rate', { body: { GBP_TO_USD: 1.31 } });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ rates: { ...UI_OPTIONS.rates, GBP_TO_USD: 1.31 } });

    const answered = await call('GET /api/remitter/ui', KEY);
    expect(answered.body).toEqual({ ...UI_OPTIONS, rates: { ...UI_OPTIONS.rates, GBP_TO_USD: 1.31 } });

    await call('POST /__sandbox/rate', { body: { ZAR_TO_USD: 0.06 } });
    expect((await call('GET /api/remitter/ui', KEY)).body.rates).toEqual({
      ...UI_OPTIONS.rates,
      GBP_TO_USD: 1.31,
      ZAR_TO_USD: 0.06,
    });

    expect((await call('POST /__sandbox/reset')).status).toBe(200);
    expect((await call('GET /api/remitter/ui', KEY)).body).toEqual(UI_OPTIONS);
  });

  it("moves only this sandbox's rates (another sandbox, the demo data, keep theirs)", async () => {
    const one = freshSandbox();
    const other = freshSandbox();
    await one.call('POST /__sandbox/rate', { body: { GBP_TO_USD: 1.4 } });
    expect((await other.call('GET /api/remitter/ui', KEY)).body.rates).toEqual(UI_OPTIONS.rates);
    expect(UI_OPTIONS.rates.GBP_TO_USD).toBe(1.25);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['a rate the options do not have', { GBP_TO_EUR: 1.2 }],
    ['a rate of 0', { GBP_TO_USD: 0 }],
    ['a negative rate', { GBP_TO_USD: -1.3 }],
    ['a rate as text', { GBP_TO_USD: '1.31' }],
    ['a list', [1.31]],
  ])('refuses %s with a message, and changes nothing', async (_, body) => {
    const { call } = freshSandbox();
    const refused = await call('POST /__sandbox/rate', { body });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: expect.any(String) });
    expect((await call('GET /api/remitter/ui', KEY)).body.rates).toEqual(UI_OPTIONS.rates);
  });
});
