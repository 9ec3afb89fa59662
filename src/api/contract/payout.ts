/** The payout partner: corridors, currencies, banks, verification, and its calls. */

export interface Corridor {
  name: string;
  code: string;
  iso: string;
  currency: string;
  terapay_wallet: boolean;
  terrapay_bank: boolean;
  account: string;
  isDefault: boolean;
}

export interface ReceivingCurrency {
  currency: string;
  code?: string;
  iso?: string;
  name: string;
  id: string;
}

/** Bank list items (doc 1 §3: bankName, bankCode); the partner uses several spellings. */
export interface BankItem {
  bankName?: string;
  bankCode?: string;
  bank_name?: string;
  bank_code?: string;
  name?: string;
  code?: string;
}

export interface PartnerVerification {
  status: 'Success' | 'Error';
  message?: string;
  errorCode?: string;
  errorDescription?: string;
  errorCategory?: string;
  /** Not promised by the spec. */
  accountName?: string;
}

/**
 * The banks of a country: the spec does not show the answer's shape, only its items; the
 * sandbox answers like the other option lists (`data.data`), and the app also takes a bare list
 * or `data` as the list.
 */
export type BankListResponse = { data: { data: BankItem[] } | BankItem[] } | BankItem[];

/** The payout partner, reached through the portal host with the user's bearer token. */
export interface PayoutCalls {
  'GET /terrapay/options/corridors': { body: undefined; response: { data: { data: Corridor[] } } };
  'GET /terrapay/options/currencies/:countryCode': {
    body: undefined;
    response: { data: { data: { receivingCurrencies: ReceivingCurrency[] } } };
    params: { countryCode: string };
  };
  'GET /terrapay/options/banks/:countryCode': {
    body: undefined;
    response: BankListResponse;
    params: { countryCode: string };
  };
  'POST /terrapay/verify/mobile': {
    body: undefined;
    response: PartnerVerification;
    query: { bvn: string; mobile: string };
  };
  'POST /terrapay/verify/bank': {
    body: undefined;
    response: PartnerVerification;
    query: { bvn: string; bankname: string; bankCode: string; country: string; accountId: string };
  };
}
