import type { On } from '../lib/typed-routes.ts';
import type { PayoutCalls } from '../../src/api/contract.ts';
import { CORRIDORS, RECEIVING_CURRENCIES, corridorByCode } from '../data/corridors.ts';
import { banksOf } from './banks.ts';

/** Corridors, receiving currencies and banks of the payout partner. */
export function registerOptionsRoutes(on: On<PayoutCalls>): void {
  on('GET /terrapay/options/corridors', () => ({ data: { data: CORRIDORS } }));

  on('GET /terrapay/options/currencies/:countryCode', (c) => {
    const code = c.req.param('countryCode') ?? '';
    const corridor = corridorByCode(code);
    if (!corridor) return c.json({ message: `Country ${code} is not supported.` }, 404);
    return { data: { data: { receivingCurrencies: RECEIVING_CURRENCIES[corridor.code] ?? [] } } };
  });

  on('GET /terrapay/options/banks/:countryCode', (c) => {
    const code = c.req.param('countryCode') ?? '';
    const banks = banksOf(code);
    if (!banks) return c.json({ message: `Country ${code} is not supported.` }, 404);
    return { data: { data: banks } };
  });
}
