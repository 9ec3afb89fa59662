/** The public UI options (GET /remitter/ui, doc 1 §3 'UI options'): texts, lists, limits and rates. */

import type { Country, LimitsTable, RemitoneStatus } from './portal-entities.ts';

export interface LinkOption {
  display: string;
  link: string;
}

export interface PaymentMethodOption {
  id: string;
  name: string;
  disclaimer?: string;
}

export interface IdTypeOption {
  type: string;
  code: string;
  proof_of_address?: boolean;
  id1_scan2_required?: boolean;
  default_transfer_purpose?: string;
  foreign_id_number_required?: boolean;
  permit_number_required?: boolean;
}

export interface UiOptions {
  gender_types: string[];
  nationalities: { name: string; value: string }[];
  countries: { source: { code: Country; name: string; currency: 'GBP' | 'ZAR' }[] };
  id_types: {
    uk: { id1: IdTypeOption[]; id2: IdTypeOption[]; id3: IdTypeOption[] };
    sa: { id1: IdTypeOption[]; id2: IdTypeOption[]; id3: IdTypeOption[]; id4: IdTypeOption[] };
  };
  contact_info: Record<'uk' | 'sa', { phone: LinkOption; whatsapp: LinkOption; email: LinkOption }>;
  footer: { copyright: string; address: Record<'uk' | 'sa', string> };
  links: {
    terms: string;
    privacy: string;
    about: string;
    collection_points: string;
    how_it_works: string;
    contact: string;
    mobile_app: string;
    wallet: string;
    social: { name: string; link: string }[];
  };
  bank: { instruction: string; warning: string; details: Record<'uk' | 'sa', BankDetails> };
  limits: LimitsTable;
  rates: { GBP_TO_USD: number; ZAR_TO_USD: number; ZAR_TO_USD_ROUNDED: number; ZAR_TO_ZAR: number };
  minimum_receiving_amounts: Record<string, number>;
  payment_methods: Record<'uk' | 'sa', PaymentMethodOption[]>;
  receiving_currencies: { currency: string; display: string }[];
  transfer_types: { type: string }[];
  purpose_of_remittance: Record<'uk' | 'sa', { id: string; purpose: string }[]>;
  disclaimers: {
    pending_transactions: string;
    transaction_confirmation: { uk: string; sa: string; all: string };
    awaiting_verification: Record<RemitoneStatus, string>;
  };
}

export interface BankDetails {
  country: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch_code: string;
}
