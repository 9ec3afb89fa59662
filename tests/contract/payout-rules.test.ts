import { describe, expect, it } from 'vitest';
import { BANKS, bankCodeOf, bankNameOf, banksOf } from '../../sandbox/payout/banks.ts';
import { corridorOfMobile } from '../../sandbox/payout/dial-codes.ts';
import { holderName, verifyBank, verifyMobile, type BankQuery } from '../../sandbox/payout/verification.ts';
import { CORRIDORS } from '../../sandbox/data/corridors.ts';

describe('corridorOfMobile', () => {
  it.each([
    ['263771234567', 'ZW'],
    ['27821234567', 'ZA'],
    ['254712345678', 'KE'],
    ['2348012345678', 'NG'],
    ['265991234567', 'MW'],
    ['447700900001', undefined],
    ['', undefined],
  ])('%s -> %s', (digits, code) => {
    expect(corridorOfMobile(digits)?.code).toBe(code);
  });
});

describe('bank lists', () => {
  it.each([
    ['NG', 3],
    ['ng', 3],
    ['NGA', 3],
    ['KE', 0],
    ['MW', 0],
    ['XX', undefined],
  ])('banksOf(%s) has %s banks', (code, count) => {
    expect(banksOf(code)?.length).toBe(count);
  });

  it.each([
    [{ bankName: 'A', bankCode: '1' }, 'A', '1'],
    [{ bank_name: 'B', bank_code: '2' }, 'B', '2'],
    [{ name: 'C', code: '3' }, 'C', '3'],
    [{}, '', ''],
  ])('reads %j as %s (%s)', (item, name, code) => {
    expect(bankNameOf(item)).toBe(name);
    expect(bankCodeOf(item)).toBe(code);
  });

  it('has banks exactly for the corridors with bank delivery, each with a name and code', () => {
    const withBanks = CORRIDORS.filter((c) => c.terrapay_bank)
      .map((c) => c.code)
      .sort();
    expect(Object.keys(BANKS).sort()).toEqual(withBanks);
    for (const banks of Object.values(BANKS)) {
      for (const bank of banks) {
        expect(bankNameOf(bank)).not.toBe('');
        expect(bankCodeOf(bank)).not.toBe('');
      }
    }
  });
});

describe('verifyMobile', () => {
  it.each([
    ['', 400, 'Error', '1001'],
    [undefined, 400, 'Error', '1001'],
    ['abc', 400, 'Error', '1002'],
    ['+2637', 400, 'Error', '1002'],
    ['+263771230000', 200, 'Error', '3001'],
    ['+2348012345678', 200, 'Error', '3003'],
    ['+265991234567', 200, 'Error', '3003'],
    ['+15551234567', 200, 'Error', '3002'],
    ['+263771234567', 200, 'Success', undefined],
    ['263 77 123 4567', 200, 'Success', undefined],
    ['+254712345678', 200, 'Success', undefined],
  ])('%s -> %i %s %s', (mobile, httpStatus, status, errorCode) => {
    const answer = verifyMobile({ mobile });
    expect(answer.httpStatus).toBe(httpStatus);
    expect(answer.body.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
    if (status === 'Success') expect(answer.body.accountName).toBe(holderName(mobile!.replace(/\D/g, '')));
  });
});

describe('verifyBank', () => {
  const valid: BankQuery = {
    bvn: '',
    bankname: 'Sample Bank Nigeria',
    bankCode: '000101',
    country: 'NG',
    accountId: '0123456789',
  };
  it.each<[string, Partial<BankQuery>, number, string, string | undefined]>([
    ['valid', {}, 200, 'Success', undefined],
    ['country by name', { country: 'Nigeria' }, 200, 'Success', undefined],
    ['bank code in another case', { country: 'BW', bankCode: 'bw001' }, 200, 'Success', undefined],
    ['no bvn at all', { bvn: undefined }, 200, 'Success', undefined],
    ['missing accountId', { accountId: '' }, 400, 'Error', '1001'],
    ['missing bankCode', { bankCode: undefined }, 400, 'Error', '1001'],
    ['missing country', { country: ' ' }, 400, 'Error', '1001'],
    ['missing bankname', { bankname: '' }, 400, 'Error', '1001'],
    ['unknown country', { country: 'Atlantis' }, 200, 'Error', '3002'],
    ['no bank delivery', { country: 'KE' }, 200, 'Error', '3003'],
    ['bank of another country', { bankCode: 'ZM010' }, 200, 'Error', '3004'],
    ['letters in the account', { accountId: '12AB34' }, 200, 'Error', '1002'],
    ['spaces in the account', { accountId: '1234 5678' }, 200, 'Error', '1002'],
    ['account ending 0000', { accountId: '9876540000' }, 200, 'Error', '3001'],
  ])('%s', (_label, change, httpStatus, status, errorCode) => {
    const answer = verifyBank({ ...valid, ...change });
    expect(answer.httpStatus).toBe(httpStatus);
    expect(answer.body.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
    if (status === 'Error')
      expect(answer.body.errorCategory).toBe(httpStatus === 400 ? 'validation' : 'businessRule');
  });

  it('lists every missing parameter', () => {
    expect(verifyBank({}).body.errorDescription).toBe(
      'Mandatory parameter missing: bankname, bankCode, country, accountId.',
    );
  });
});

describe('holderName', () => {
  it.each(['263771234567', '0123456789', '1'])('is stable and made up for %s', (digits) => {
    expect(holderName(digits)).toBe(holderName(digits));
    expect(holderName(digits)).toMatch(/^[A-Z][a-z]+ (Sample|Example|Demo|Testperson)$/);
  });
});
