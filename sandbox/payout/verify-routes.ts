import type { On } from '../lib/typed-routes.ts';
import type { PayoutCalls } from '../../src/api/contract.ts';
import { verifyBank, verifyMobile } from './verification.ts';

/** Mobile wallet and bank account checks: query parameters, no body. */
export function registerVerifyRoutes(on: On<PayoutCalls>): void {
  on('POST /terrapay/verify/mobile', (c) => {
    const answer = verifyMobile({ mobile: c.req.query('mobile'), bvn: c.req.query('bvn') });
    return answer.httpStatus === 200 ? answer.body : c.json(answer.body, answer.httpStatus);
  });

  on('POST /terrapay/verify/bank', (c) => {
    const answer = verifyBank({
      bvn: c.req.query('bvn'),
      bankname: c.req.query('bankname'),
      bankCode: c.req.query('bankCode'),
      country: c.req.query('country'),
      accountId: c.req.query('accountId'),
    });
    return answer.httpStatus === 200 ? answer.body : c.json(answer.body, answer.httpStatus);
  });
}
