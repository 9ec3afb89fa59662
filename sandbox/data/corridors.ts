import type { Corridor, ReceivingCurrency } from '../../src/api/contract.ts';

/**
 * Payout corridors of the sandbox's payout partner: wallet only (KE, MZ), bank only (NG),
 * both (ZW, BW, ZM, ZA) and neither (MW).
 */
export const CORRIDORS: Corridor[] = [
  {
    name: 'Zimbabwe',
    code: 'ZW',
    iso: 'ZWE',
    currency: 'USD',
    terapay_wallet: true,
    terrapay_bank: true,
    account: 'ZW-01',
    isDefault: true,
  },
  {
    name: 'South Africa',
    code: 'ZA',
    iso: 'ZAF',
    currency: 'ZAR',
    terapay_wallet: true,
    terrapay_bank: true,
    account: 'ZA-01',
    isDefault: false,
  },
  {
    name: 'Kenya',
    code: 'KE',
    iso: 'KEN',
    currency: 'KES',
    terapay_wallet: true,
    terrapay_bank: false,
    account: 'KE-01',
    isDefault: false,
  },
  {
    name: 'Mozambique',
    code: 'MZ',
    iso: 'MOZ',
    currency: 'MZN',
    terapay_wallet: true,
    terrapay_bank: false,
    account: 'MZ-01',
    isDefault: false,
  },
  {
    name: 'Nigeria',
    code: 'NG',
    iso: 'NGA',
    currency: 'NGN',
    terapay_wallet: false,
    terrapay_bank: true,
    account: 'NG-01',
    isDefault: false,
  },
  {
    name: 'Botswana',
    code: 'BW',
    iso: 'BWA',
    currency: 'BWP',
    terapay_wallet: true,
    terrapay_bank: true,
    account: 'BW-01',
    isDefault: false,
  },
  {
    name: 'Zambia',
    code: 'ZM',
    iso: 'ZMB',
    currency: 'ZMW',
    terapay_wallet: true,
    terrapay_bank: true,
    account: 'ZM-01',
    isDefault: false,
  },
  {
    name: 'Malawi',
    code: 'MW',
    iso: 'MWI',
    currency: 'MWK',
    terapay_wallet: false,
    terrapay_bank: false,
    account: 'MW-01',
    isDefault: false,
  },
  {
    name: 'Democratic Republic of the Congo',
    code: 'CD',
    iso: 'COD',
    currency: 'USD',
    terapay_wallet: true,
    terrapay_bank: false,
    account: 'CD-01',
    isDefault: false,
  },
];

/** Receiving currencies per country code. */
export const RECEIVING_CURRENCIES: Record<string, ReceivingCurrency[]> = {
  ZW: [
    { currency: 'USD', code: 'USD', name: 'US Dollar', id: '840' },
    { currency: 'ZAR', code: 'ZAR', name: 'South African Rand', id: '710' },
  ],
  ZA: [{ currency: 'ZAR', code: 'ZAR', name: 'South African Rand', id: '710' }],
  KE: [{ currency: 'KES', iso: 'KES', name: 'Kenyan Shilling', id: '404' }],
  MZ: [{ currency: 'MZN', code: 'MZN', name: 'Mozambican Metical', id: '943' }],
  NG: [{ currency: 'NGN', code: 'NGN', name: 'Nigerian Naira', id: '566' }],
  BW: [{ currency: 'BWP', code: 'BWP', name: 'Botswana Pula', id: '072' }],
  ZM: [{ currency: 'ZMW', code: 'ZMW', name: 'Zambian Kwacha', id: '967' }],
  MW: [{ currency: 'MWK', code: 'MWK', name: 'Malawian Kwacha', id: '454' }],
  CD: [{ currency: 'USD', code: 'USD', name: 'US Dollar', id: '840' }],
};

/** Units of the receiving currency for one unit of the source currency. */
export const EXCHANGE_RATES: Record<string, Record<string, number>> = {
  GBP: { USD: 1.25 },
  ZAR: { USD: 0.0526, ZAR: 1, KES: 7.1, MZN: 3.5, NGN: 85, BWP: 0.74, ZMW: 1.42, MWK: 95 },
};

/** The most a beneficiary may receive in one cross-border transfer, per currency (spec §9). */
export const MAX_RECEIVING: Record<string, number> = {
  ZAR: 5000,
  USD: 300,
  NGN: 500000,
  MZN: 18000,
  BWP: 4000,
  KES: 40000,
  ZMW: 8000,
  MWK: 480000,
};
export const DEFAULT_MAX_RECEIVING = 5000;

export function corridorByCode(code: string): Corridor | undefined {
  return CORRIDORS.find((c) => c.code === code.toUpperCase() || c.iso === code.toUpperCase());
}

export function corridorByName(name: string): Corridor | undefined {
  return CORRIDORS.find((c) => c.name.toLowerCase() === name.trim().toLowerCase()) ?? corridorByCode(name);
}
