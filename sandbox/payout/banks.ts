import type { BankItem } from '../../src/api/contract.ts';
import { corridorByCode } from '../data/corridors.ts';

/**
 * Banks of the sandbox's payout partner, per country code. The partner spells the fields
 * differently per country, as the real one does: Nigeria and South Africa `bankName`/`bankCode`,
 * Botswana `bank_name`/`bank_code`, Zambia and Zimbabwe `name`/`code`. Names are made up.
 */
export const BANKS: Record<string, BankItem[]> = {
  NG: [
    { bankName: 'Sample Bank Nigeria', bankCode: '000101' },
    { bankName: 'Example Trust Bank', bankCode: '000102' },
    { bankName: 'Demo Savings Bank Nigeria', bankCode: '000103' },
  ],
  ZA: [
    { bankName: 'Sample Bank South Africa', bankCode: '250001' },
    { bankName: 'Example Mutual Bank', bankCode: '250002' },
  ],
  BW: [
    { bank_name: 'Sample Bank Botswana', bank_code: 'BW001' },
    { bank_name: 'Example Pula Bank', bank_code: 'BW002' },
  ],
  ZM: [
    { name: 'Sample Bank Zambia', code: 'ZM010' },
    { name: 'Example Copperbelt Bank', code: 'ZM020' },
  ],
  ZW: [
    { name: 'Sample Bank Zimbabwe', code: 'ZW100' },
    { name: 'Example Harare Bank', code: 'ZW200' },
    { name: 'Demo Building Society', code: 'ZW300' },
  ],
};

/** A bank item's code and name whatever its spelling. */
export function bankCodeOf(item: BankItem): string {
  return item.bankCode ?? item.bank_code ?? item.code ?? '';
}

export function bankNameOf(item: BankItem): string {
  return item.bankName ?? item.bank_name ?? item.name ?? '';
}

/** The banks of a country (empty without bank delivery), or undefined for an unknown country. */
export function banksOf(countryCode: string): BankItem[] | undefined {
  const corridor = corridorByCode(countryCode);
  if (!corridor) return undefined;
  return corridor.terrapay_bank ? (BANKS[corridor.code] ?? []) : [];
}
