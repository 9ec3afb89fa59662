import type { PartnerVerification } from '../../src/api/contract.ts';
import { corridorByName } from '../data/corridors.ts';
import { bankCodeOf, banksOf } from './banks.ts';
import { corridorOfMobile } from './dial-codes.ts';

/**
 * The payout partner's account checks: is a mobile wallet or a bank account there, and whose is
 * it. Sandbox rules: a number or account ending in 0000 is not registered; anything else is,
 * under a made-up holder name.
 */

/** A partner answer: the HTTP status and the body. */
export interface PartnerAnswer {
  httpStatus: 200 | 400;
  body: PartnerVerification;
}

export const PARTNER_ERRORS = {
  missingParameter: '1001',
  invalidFormat: '1002',
  notRegistered: '3001',
  countryNotSupported: '3002',
  deliveryUnavailable: '3003',
  unknownBank: '3004',
} as const;

const HOLDER_NAMES = [
  'Tariro Sample',
  'Chipo Example',
  'Kudakwashe Demo',
  'Nomsa Testperson',
  'Amara Sample',
  'Bwalya Example',
  'Wanjiru Demo',
  'Tumelo Testperson',
];

/** A stable made-up account holder name for a number. */
export function holderName(digits: string): string {
  let hash = 0;
  for (const ch of digits) hash = (hash * 31 + Number(ch)) % 1_000_003;
  return HOLDER_NAMES[hash % HOLDER_NAMES.length] as string;
}

function validationError(errorCode: string, errorDescription: string): PartnerAnswer {
  return {
    httpStatus: 400,
    body: { status: 'Error', errorCode, errorDescription, errorCategory: 'validation' },
  };
}

function businessError(errorCode: string, errorDescription: string): PartnerAnswer {
  return {
    httpStatus: 200,
    body: { status: 'Error', errorCode, errorDescription, errorCategory: 'businessRule' },
  };
}

function digitsOnly(value: string | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** POST /terrapay/verify/mobile: the mobile number with its country code (a leading + is fine). */
export function verifyMobile(query: { mobile?: string; bvn?: string }): PartnerAnswer {
  const raw = (query.mobile ?? '').trim();
  if (!raw) return validationError(PARTNER_ERRORS.missingParameter, 'Mandatory parameter missing: mobile.');
  const digits = digitsOnly(raw);
  if (!/^\+?[\d\s-]+$/.test(raw) || digits.length < 9 || digits.length > 15) {
    return validationError(PARTNER_ERRORS.invalidFormat, 'The mobile number is not in international format.');
  }
  const corridor = corridorOfMobile(digits);
  if (!corridor) {
    return businessError(
      PARTNER_ERRORS.countryNotSupported,
      'Mobile numbers of this country are not supported.',
    );
  }
  if (!corridor.terapay_wallet) {
    return businessError(
      PARTNER_ERRORS.deliveryUnavailable,
      `Mobile wallet payout is not available in ${corridor.name}.`,
    );
  }
  if (digits.endsWith('0000')) {
    return businessError(
      PARTNER_ERRORS.notRegistered,
      'The mobile number is not registered for a mobile wallet.',
    );
  }
  return {
    httpStatus: 200,
    body: { status: 'Success', message: 'Mobile wallet verified.', accountName: holderName(digits) },
  };
}

export interface BankQuery {
  bvn?: string;
  bankname?: string;
  bankCode?: string;
  country?: string;
  accountId?: string;
}

const REQUIRED_BANK_PARAMS = ['bankname', 'bankCode', 'country', 'accountId'] as const;

/** POST /terrapay/verify/bank: the account at a bank of the country (code or name). */
export function verifyBank(query: BankQuery): PartnerAnswer {
  const missing = REQUIRED_BANK_PARAMS.filter((name) => !(query[name] ?? '').trim());
  if (missing.length > 0) {
    return validationError(
      PARTNER_ERRORS.missingParameter,
      `Mandatory parameter missing: ${missing.join(', ')}.`,
    );
  }
  const corridor = corridorByName(query.country ?? '');
  if (!corridor) return businessError(PARTNER_ERRORS.countryNotSupported, 'This country is not supported.');
  const banks = banksOf(corridor.code) ?? [];
  if (banks.length === 0) {
    return businessError(
      PARTNER_ERRORS.deliveryUnavailable,
      `Bank payout is not available in ${corridor.name}.`,
    );
  }
  const bankCode = (query.bankCode ?? '').trim();
  if (!banks.some((bank) => bankCodeOf(bank).toLowerCase() === bankCode.toLowerCase())) {
    return businessError(
      PARTNER_ERRORS.unknownBank,
      `Bank code ${bankCode} is not known in ${corridor.name}.`,
    );
  }
  const account = (query.accountId ?? '').trim();
  if (!/^\d+$/.test(account)) {
    return businessError(PARTNER_ERRORS.invalidFormat, 'The account number must contain digits only.');
  }
  if (account.endsWith('0000')) {
    return businessError(PARTNER_ERRORS.notRegistered, 'The account was not found at this bank.');
  }
  return {
    httpStatus: 200,
    body: { status: 'Success', message: 'Bank account verified.', accountName: holderName(account) },
  };
}
