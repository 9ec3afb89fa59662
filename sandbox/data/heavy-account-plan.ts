import type { TransactionStatus } from '../../src/api/contract.ts';
import type { NewBeneficiaryData } from '../lib/beneficiaries-store.ts';
import { seededRandom } from '../lib/seeded-random.ts';

/**
 * The heavy demo account's history, generated: a UK sender of five years with 600 transfers to
 * Zimbabwe (about ten a month) and 120 beneficiaries. The generator is seeded, so every reset
 * gives the same people, amounts and statuses; only the dates move with `now`.
 */
export const HEAVY_EMAIL = 'uk.heavy@example.com';
export const HEAVY_TRANSACTIONS = 600;
export const HEAVY_BENEFICIARIES = 120;

const DAY = 24 * 60 * 60 * 1000;
const SPAN = 5 * 365 * DAY;
const TRANSFER_GAP = SPAN / HEAVY_TRANSACTIONS;
const NEW_BENEFICIARY_GAP = SPAN / HEAVY_BENEFICIARIES;
/** The few people most transfers go to, saved first. */
const REGULARS = 6;

/** Given names, and surnames that say the people are made up (24 x 5 = 120 different names). */
const GIVEN = [
  'Rudo', 'Farai', 'Tendai', 'Nyasha', 'Tapiwa', 'Kudzai', 'Chipo', 'Tatenda',
  'Rutendo', 'Tinashe', 'Shamiso', 'Tafadzwa', 'Vimbai', 'Munashe', 'Ruvimbo', 'Tawanda',
  'Nokuthula', 'Sibusiso', 'Thandiwe', 'Anesu', 'Chiedza', 'Takudzwa', 'Rumbidzai', 'Tonderai',
]; // prettier-ignore
const SURNAMES = ['Example', 'Sample', 'Specimen', 'Placeholder', 'Fictional'];

export interface HeavyBeneficiary {
  data: NewBeneficiaryData;
  /** How long before `now` it was saved. */
  age: number;
}

export interface HeavyTransaction {
  status: TransactionStatus;
  /** How long before `now` it was created. */
  age: number;
  /** Index in the beneficiary list. */
  beneficiary: number;
  usd: number;
  method: '81' | '82';
  methodAsId: boolean;
  purpose: string;
}

function beneficiary(k: number): HeavyBeneficiary {
  const fname = GIVEN[k % GIVEN.length] ?? 'Rudo';
  const lname = SURNAMES[Math.floor(k / GIVEN.length)] ?? 'Example';
  // Every fifth one has a middle name (never the same as the first: 7k + 3 and k differ mod 24).
  const mname = k % 5 === 2 ? (GIVEN[(k * 7 + 3) % GIVEN.length] ?? '') : '';
  const mobile = `+26377${9_000_001 + k}`;
  return {
    data: {
      fname,
      mname,
      lname,
      mobile,
      telephone: mobile,
      country: 'Zimbabwe',
      country_code: 'ZW',
      delivery_option: 'wallet',
      save_to_favourites: k < REGULARS,
    },
    age: SPAN + 7 * DAY - k * NEW_BENEFICIARY_GAP,
  };
}

/** The newest few are on their way; everything older was collected, a few cancelled. */
function statusOf(index: number, draw: number): TransactionStatus {
  if (index === 0) return 'PENDING_CLEARANCE';
  if (index <= 2) return 'AGENT_OK';
  if (index <= 5) return 'SENT_FOR_PAY';
  if (index <= 8) return 'HQ_OK';
  if (draw < 0.04) return 'ABORTED';
  if (draw < 0.06) return 'DELETED';
  return 'PROCESSED';
}

export function heavyBeneficiaries(): HeavyBeneficiary[] {
  return Array.from({ length: HEAVY_BENEFICIARIES }, (_, k) => beneficiary(k));
}

/** The transactions, newest first; each goes to someone saved before it. */
export function heavyTransactions(): HeavyTransaction[] {
  const random = seededRandom(20_260_510);
  const saved = heavyBeneficiaries().map((b) => b.age);
  return Array.from({ length: HEAVY_TRANSACTIONS }, (_, index) => {
    const age = index === 0 ? 2 * 60 * 60 * 1000 : (index + random.next() / 2) * TRANSFER_GAP;
    const known = saved.filter((savedAge) => savedAge >= age).length;
    const regular = random.next() < 0.6;
    const who = regular ? random.int(0, Math.min(REGULARS, known) - 1) : random.int(0, known - 1);
    const method = random.next() < 0.7 ? '81' : '82';
    return {
      status: statusOf(index, random.next()),
      age,
      beneficiary: who,
      usd: regular ? random.pick([100, 150, 200, 200, 250, 300]) : random.int(5, 50) * 10,
      method,
      methodAsId: method === '82' && random.next() < 0.5,
      purpose: regular ? 'family_support' : random.pick(['gift', 'education', 'medical', 'family_support']),
    };
  });
}
