import type { UiOptions } from '../../src/api/contract.ts';

/**
 * The UI options the sandbox serves at GET /api/remitter/ui. Demo content: names, addresses and
 * numbers are made up (phone numbers from the ranges kept for drama and testing).
 *
 * Limits: UK caps are in USD (a GBP amount is converted with GBP_TO_USD before the check), SA
 * caps are in ZAR. The tier brackets follow the spec: UK lite per day, UK limited and unlimited
 * per month, SA lite per transaction, SA limited per day.
 */
export const UI_OPTIONS: UiOptions = {
  gender_types: ['Male', 'Female'],
  nationalities: [
    { name: 'British', value: 'GB' },
    { name: 'South African', value: 'ZA' },
    { name: 'Zimbabwean', value: 'ZW' },
    { name: 'Mozambican', value: 'MZ' },
    { name: 'Malawian', value: 'MW' },
    { name: 'Zambian', value: 'ZM' },
    { name: 'Nigerian', value: 'NG' },
    { name: 'Kenyan', value: 'KE' },
    { name: 'Botswanan', value: 'BW' },
  ],
  countries: {
    source: [
      { code: 'UK', name: 'United Kingdom', currency: 'GBP' },
      { code: 'SA', name: 'South Africa', currency: 'ZAR' },
    ],
  },
  id_types: {
    uk: {
      id1: [
        { type: 'Passport', code: 'Passport', proof_of_address: true, id1_scan2_required: false },
        {
          type: 'Driving Licence',
          code: 'drivingLicence',
          proof_of_address: false,
          id1_scan2_required: false,
        },
        {
          type: 'Residence Permit',
          code: 'Residence_Permit',
          proof_of_address: true,
          id1_scan2_required: true,
        },
        { type: 'Other', code: 'Other', proof_of_address: true, id1_scan2_required: false },
      ],
      id2: [
        { type: 'Utility Bill', code: 'utility_bill' },
        { type: 'Bank Statement', code: 'bank_statement' },
        { type: 'Council Tax Bill', code: 'council_tax' },
      ],
      id3: [
        { type: 'Payslip', code: 'payslip' },
        { type: 'Bank Statement', code: 'bank_statement' },
        { type: 'Employment Letter', code: 'employment_letter' },
      ],
    },
    sa: {
      id1: [
        {
          type: 'SA National ID',
          code: 'SA_National_ID',
          default_transfer_purpose: '401 Gifts',
          foreign_id_number_required: false,
          permit_number_required: false,
        },
        {
          type: 'Foreign National ID',
          code: 'Foreign_National ID',
          default_transfer_purpose: '401 Gifts',
          foreign_id_number_required: true,
          permit_number_required: false,
        },
        {
          type: 'Passport',
          code: 'Passport',
          default_transfer_purpose: '401 Gifts',
          foreign_id_number_required: true,
          permit_number_required: false,
        },
        {
          type: 'Other',
          code: 'Other',
          default_transfer_purpose: '401 Gifts',
          foreign_id_number_required: false,
          permit_number_required: true,
        },
      ],
      id2: [
        { type: 'Utility Bill', code: 'utility_bill' },
        { type: 'Bank Statement', code: 'bank_statement' },
      ],
      id3: [{ type: 'Foreign ID', code: 'foreign_id' }],
      id4: [{ type: 'Residence Permit', code: 'residence_permit' }],
    },
  },
  contact_info: {
    uk: {
      phone: { display: '+44 20 7946 0000', link: 'tel:+442079460000' },
      whatsapp: { display: '+44 7700 900900', link: 'https://wa.me/447700900900' },
      email: { display: 'help.uk@example.com', link: 'mailto:help.uk@example.com' },
    },
    sa: {
      phone: { display: '+27 21 000 0000', link: 'tel:+27210000000' },
      whatsapp: { display: '+27 82 100 0900', link: 'https://wa.me/27821000900' },
      email: { display: 'help.sa@example.com', link: 'mailto:help.sa@example.com' },
    },
  },
  footer: {
    copyright: '© 2026 Example Remit Ltd. All rights reserved.',
    address: {
      uk: 'Example Remit Ltd, 1 Sample Street, London, EC1A 1AA, United Kingdom',
      sa: 'Example Remit (Pty) Ltd, 2 Demo Road, Cape Town, 8001, South Africa',
    },
  },
  links: {
    terms: 'https://example.com/terms',
    privacy: 'https://example.com/privacy',
    about: 'https://example.com/about',
    collection_points: 'https://example.com/collection-points',
    how_it_works: 'https://example.com/how-it-works',
    contact: 'https://example.com/contact',
    mobile_app: 'https://example.com/app',
    wallet: 'https://wallet.example.com/login',
    social: [
      { name: 'Facebook', link: 'https://facebook.example.com/exampleremit' },
      { name: 'X', link: 'https://x.example.com/exampleremit' },
      { name: 'Instagram', link: 'https://instagram.example.com/exampleremit' },
    ],
  },
  bank: {
    instruction:
      'Pay by bank transfer from your own bank account, using your transaction number as the payment reference. Bank payments conclude within two working days.',
    warning:
      'We do not accept cash deposits or bulk payments. Proof of payment must come from your own bank.',
    details: {
      uk: {
        country: 'United Kingdom',
        bank_name: 'Sample Bank plc',
        account_name: 'Example Remit Ltd Client Account',
        account_number: '00001234',
        branch_code: '00-00-00',
      },
      sa: {
        country: 'South Africa',
        bank_name: 'Demo Bank Ltd',
        account_name: 'Example Remit (Pty) Ltd Trust Account',
        account_number: '0000123456',
        branch_code: '000000',
      },
    },
  },
  limits: {
    uk: {
      lite: { transaction: 1000, day: 1000, month: 3000, quarter: 6000, year: 12000 },
      limited: { transaction: 5000, day: 5000, month: 10000, quarter: 25000, year: 60000 },
      unlimited: { transaction: 50000, day: 50000, month: 100000, quarter: 250000, year: 1000000 },
    },
    sa: {
      lite: { transaction: 3000, day: 5000, month: 25000, quarter: 50000, year: 100000 },
      limited: { transaction: 25000, day: 25000, month: 100000, quarter: 250000, year: 1000000 },
    },
  },
  rates: { GBP_TO_USD: 1.25, ZAR_TO_USD: 0.0526, ZAR_TO_USD_ROUNDED: 0.053, ZAR_TO_ZAR: 1 },
  minimum_receiving_amounts: { USD: 20, ZAR: 200, GBP: 10 },
  payment_methods: {
    uk: [
      {
        id: '81',
        name: 'Credit/Debit Card',
        disclaimer: 'Your card is charged now and the money is ready for collection once cleared.',
      },
      {
        id: '82',
        name: 'Bank Transfer',
        disclaimer: 'Pay from your own bank account within two working days.',
      },
    ],
    sa: [
      { id: '91', name: 'Pay Online', disclaimer: 'Pay instantly online with your bank.' },
      { id: '92', name: 'Credit/Debit Card', disclaimer: 'Pay with your card.' },
      {
        id: '82',
        name: 'Bank Transfer',
        disclaimer: 'Pay from your own bank account within two working days.',
      },
    ],
  },
  receiving_currencies: [
    { currency: 'USD', display: 'US Dollar (USD)' },
    { currency: 'ZAR', display: 'South African Rand (ZAR)' },
  ],
  transfer_types: [{ type: 'Cash Collection' }, { type: 'Mobile Wallet' }],
  purpose_of_remittance: {
    uk: [
      { id: 'gift', purpose: 'Gift' },
      { id: 'family_support', purpose: 'Family Support' },
      { id: 'education', purpose: 'Education' },
      { id: 'medical', purpose: 'Medical Expenses' },
    ],
    sa: [
      { id: '401 Gifts', purpose: 'Gift' },
      { id: '416 Family Support', purpose: 'Family Support' },
      { id: '402 Education', purpose: 'Education' },
      { id: '417 Medical', purpose: 'Medical Expenses' },
    ],
  },
  disclaimers: {
    pending_transactions:
      'You have a transaction awaiting payment. Pay for it or let it expire before sending again.',
    transaction_confirmation: {
      uk: 'I confirm that the details above are correct and that I am not sending money to myself.',
      sa: 'I confirm that the details above are correct and that I am not sending money to myself, as the South African Reserve Bank requires.',
      all: 'I agree to the terms and conditions of the service.',
    },
    awaiting_verification: {
      blocked:
        'Your account has been blocked. Please contact support to have it reviewed. You can still view your profile, transactions and beneficiaries.',
      expired:
        'Your identity documents have expired. Please update your profile with a valid ID document to continue sending money.',
      valid: 'Your account is active.',
    },
  },
};
