import { describe, expect, it } from 'vitest';
import type { Profile, Transaction, User } from '@/api/contract.ts';
import {
  beneficiaryFirstName,
  hideLongNumbers,
  isShareable,
  shareMessage,
  whatsAppHref,
} from '@/features/transactions/model/share-text.ts';
import { transaction } from '../../support/transaction-fixtures.ts';

/** The signed-in sender with every personal detail the app may hold of them (user and profile). */
const SENDER: User & Pick<Profile, 'lastname' | 'dob' | 'address1' | 'postcode' | 'id1_details'> = {
  id: 1,
  remitter_id: 'REM-778899',
  session_id: 'S1',
  country: 'UK',
  mobile: '447700900123',
  email: 'amelia.hartley@example.com',
  first_name: 'Amelia',
  onboarded: true,
  kyc_status: 'limited',
  remitone_status: 'valid',
  default_transfer_purpose: null,
  lastname: 'Hartley-Okafor',
  dob: '1985-03-14',
  address1: '12 Acacia Avenue',
  postcode: 'LS1 4AB',
  id1_details: 'P98765432',
};

const PIN = '55512345';

/** A transaction of the sender, carrying what the share must leave out (PIN, member id, payment). */
const sent = (overrides: Partial<Transaction>) =>
  transaction({
    member_id: SENDER.remitter_id!,
    collection_pin: PIN,
    remitt_pay: 1283.99,
    total_charges: 3.99,
    purpose: 'medical_bills',
    ...overrides,
  });

interface Row {
  name: string;
  transaction: Transaction;
  amount: string;
  payout: string;
  point: string;
  status: string;
  /** Whether the page shows a PIN for this status, so the message says it comes separately. */
  pinSentence: boolean;
  /** A number the message must never carry in full (the wallet's mobile, the account). */
  hidden: string;
}

// The payout methods the sandbox makes (sandbox/lib/transaction-builder.ts: collectionPoint):
// Zimbabwe's 'Cash Collection' and 'Mobile Wallet', and the cross-border 'Account' (a wallet or a
// bank account, told apart by the collection point).
const ROWS: Row[] = [
  {
    name: 'cash pickup (Zimbabwe)',
    transaction: sent({ status: 'SENT_FOR_PAY' }),
    amount: 'Amount to receive: 1,600.00 USD',
    payout: 'Payout method: Cash Collection',
    point: 'Collection point: Cash pick-up at any Example Remit agent in Zimbabwe',
    status: 'Status: Awaiting Collection',
    pinSentence: true,
    hidden: '+263770000101',
  },
  {
    name: 'mobile wallet (Zimbabwe)',
    transaction: sent({
      status: 'HQ_OK',
      trans_type: 'Mobile Wallet',
      collection_point: 'Mobile wallet +263770000101',
    }),
    amount: 'Amount to receive: 1,600.00 USD',
    payout: 'Payout method: Mobile Wallet',
    point: 'Collection point: Mobile wallet ****0101',
    status: 'Status: Awaiting Collection',
    pinSentence: true,
    hidden: '+263770000101',
  },
  {
    name: 'mobile wallet (cross-border), collected',
    transaction: sent({
      status: 'PROCESSED',
      trans_type: 'Account',
      destination_country: 'Kenya',
      dest_currency: 'KES',
      dest_amount: 9850.5,
      benef_mobile: '+254700000201',
      collection_point: 'Mobile wallet +254 700 000 201',
    }),
    amount: 'Amount received: 9,850.50 KES',
    payout: 'Payout method: Account',
    point: 'Collection point: Mobile wallet ****0201',
    status: 'Status: Collected',
    pinSentence: true,
    hidden: '+254700000201',
  },
  {
    name: 'bank account (cross-border), PIN hidden while checked',
    transaction: sent({
      status: 'AGENT_OK',
      trans_type: 'Account',
      destination_country: 'Nigeria',
      dest_currency: 'ngn',
      dest_amount: 150000,
      benef_mobile: '+2348000000201',
      collection_point: 'Access Bank account ending 6789',
    }),
    amount: 'Amount to receive: 150,000.00 NGN',
    payout: 'Payout method: Account',
    point: 'Collection point: Access Bank account ending 6789',
    status: 'Status: Compliance Checking',
    pinSentence: false,
    hidden: '+2348000000201',
  },
  {
    name: 'bank account written in full, awaiting payment',
    transaction: sent({
      status: 'PENDING_CLEARANCE',
      trans_type: 'Account',
      dest_currency: 'NGN',
      dest_amount: 20000,
      collection_point: 'Access Bank account 0123-456-789',
    }),
    amount: 'Amount to receive: 20,000.00 NGN',
    payout: 'Payout method: Account',
    point: 'Collection point: Access Bank account ****6789',
    status: 'Status: Awaiting Payment',
    pinSentence: false,
    hidden: '0123456789',
  },
];

const digits = (value: string) => value.replace(/\D/g, '');

/** Everything personal of the sender's, and the transfer's secrets, that no message may carry. */
const NEVER: [string, string][] = [
  ['the collection PIN', PIN],
  ["the sender's surname", SENDER.lastname],
  ["the sender's email", SENDER.email],
  ["the sender's mobile", SENDER.mobile],
  ["the sender's address", SENDER.address1],
  ["the sender's postcode", SENDER.postcode],
  ["the sender's date of birth", SENDER.dob],
  ["the sender's ID number", SENDER.id1_details],
  ["the sender's remitter id", SENDER.remitter_id!],
  ['what the sender paid', '1,283.99'],
  ['the charges', '3.99'],
  ['the purpose', 'medical'],
  ["the beneficiary's surname", 'Moyo'],
];

describe('shareMessage', () => {
  it.each(ROWS)('$name: what the beneficiary needs', (row) => {
    const { title, text } = shareMessage(row.transaction, SENDER.first_name);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Hi Chipo, here are the details of a money transfer to you from Amelia.');
    expect(lines).toContain(`Reference: ${row.transaction.trans_ref}`);
    expect(lines).toContain(row.amount);
    expect(lines).toContain(row.payout);
    expect(lines).toContain(row.point);
    expect(lines).toContain(row.status);
    expect(lines.includes('Amelia will give you the collection PIN separately.')).toBe(row.pinSentence);
    expect(title).toBe(`Money transfer ${row.transaction.trans_ref}`);
  });

  it.each(ROWS)('$name: nothing personal, no PIN, no number in full', (row) => {
    const { title, text } = shareMessage(row.transaction, SENDER.first_name);
    const shared = `${title}\n${text}`;
    for (const [what, value] of NEVER) expect(shared, what).not.toContain(value);
    // Numbers, however they are spaced or dashed.
    expect(digits(shared), 'a mobile or account number').not.toContain(digits(row.hidden));
    expect(digits(shared), "the sender's mobile").not.toContain(digits(SENDER.mobile));
    expect(digits(shared), "the beneficiary's mobile").not.toContain(digits(row.transaction.benef_mobile));
  });

  it.each([
    ['no first name on the account', null, 'Hi Chipo, here are the details of a money transfer to you.'],
    ['a blank first name', '  ', 'Hi Chipo, here are the details of a money transfer to you.'],
  ])('%s: no sender named, and the PIN comes from "the sender"', (_name, first, greeting) => {
    const { text } = shareMessage(sent({ status: 'SENT_FOR_PAY' }), first);
    expect(text.split('\n')[0]).toBe(greeting);
    expect(text).toContain('The sender will give you the collection PIN separately.');
  });

  it('leaves out a line whose value the record lacks, and greets without a name when none', () => {
    const { text } = shareMessage(sent({ status: 'HQ_OK', collection_point: '', benef_name: '' }), 'Amelia');
    expect(text).not.toContain('Collection point');
    expect(text.split('\n')[0]).toBe('Hi, here are the details of a money transfer to you from Amelia.');
  });

  it('says nothing of a PIN when none was given', () => {
    const { collection_pin: _none, ...noPin } = sent({ status: 'SENT_FOR_PAY' });
    expect(shareMessage(noPin, 'Amelia').text).not.toContain('PIN');
  });
});

describe('hideLongNumbers', () => {
  it.each([
    ['Mobile wallet +263770000101', 'Mobile wallet ****0101'],
    ['Mobile wallet +254 700 000 201', 'Mobile wallet ****0201'],
    ['Bank account 0123-456-789', 'Bank account ****6789'],
    ['Access Bank account ending 6789', 'Access Bank account ending 6789'],
    ['Shop 12, 45 High Street', 'Shop 12, 45 High Street'],
    [
      'Cash pick-up at any Example Remit agent in Zimbabwe',
      'Cash pick-up at any Example Remit agent in Zimbabwe',
    ],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(hideLongNumbers(value)).toBe(expected);
  });
});

describe('isShareable', () => {
  it.each([
    ['PENDING_CLEARANCE', true],
    ['AGENT_OK', true],
    ['SENT_FOR_PAY', true],
    ['HQ_OK', true],
    ['PROCESSED', true],
    ['ABORTED', false],
    ['DELETED', false],
  ])('%s -> %s', (status, expected) => {
    expect(isShareable(status)).toBe(expected);
  });
});

describe('beneficiaryFirstName', () => {
  it.each([
    ['Chipo Moyo', 'Chipo'],
    ['  Grace   Wanjiru Kamau ', 'Grace'],
    ['Tendai', 'Tendai'],
    ['', ''],
  ])('%j -> %j', (name, expected) => {
    expect(beneficiaryFirstName({ benef_name: name })).toBe(expected);
  });
});

describe('whatsAppHref', () => {
  it('carries the whole message, encoded', () => {
    const text = 'Hi Chipo & co,\nReference: ZW1 #2 (50% off?)';
    const href = whatsAppHref(text);
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    // No raw space, '&' or '#' cuts the text short in the link.
    expect(href.slice('https://wa.me/?'.length)).not.toMatch(/[\s&#]/);
    expect(new URL(href).searchParams.get('text')).toBe(text);
  });
});
