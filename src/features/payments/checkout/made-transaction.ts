import type { Transaction } from '@/api/contract.ts';
import { toAmount } from '@/lib/money.ts';
import { phoneDigits } from '@/lib/phone.ts';
import { readText } from '../model/answer.ts';

/**
 * Knowing again the transaction an unclear confirm may have made, in the sender's list. It is
 * matched on what the server made (the created transaction's own figures and beneficiary), never
 * on dates (a list's dates carry no time zone) and never on a transaction that was there before
 * the confirm was sent (`known`: the references listed just before it) or that another checkout of
 * this browser made (`others`). Anything short of one certain match, or a certain absence, is
 * 'unsure': the sender is taken to Transactions, never into a new transaction.
 */
export interface MadeTransaction {
  /** The beneficiary's mobile, as the flow holds it. */
  beneficiaryMobile: string;
  /** What the beneficiary receives: the created transaction's figure, else the one asked for. */
  receive: number;
  /** What the sender pays: the created transaction's figure, when its create named one. */
  pay: number | null;
}

export type LookUp = { kind: 'found'; reference: string } | { kind: 'none' } | { kind: 'unsure' };

/** What this browser's other checkouts know (their claims): references they made or may be making. */
export interface OtherCheckouts {
  /** References other checkouts confirmed. */
  references: ReadonlySet<string>;
  /** Another checkout sent a confirm whose outcome it does not know. */
  unresolved: boolean;
}

/** A server may round what it sends (130 as 130.00, or 104.37 as 104): within this, it is the same. */
export const AMOUNT_TOLERANCE = 0.5;

/** A mobile's digits; none when the answer's mobile is not text (it is then unknown, not different). */
const digitsOf = (value: unknown) => (typeof value === 'string' ? phoneDigits(value) : '');

const near = (a: number, b: number) => Math.abs(a - b) <= AMOUNT_TOLERANCE;

/** 'match', 'other' (a figure or the beneficiary clearly differs) or 'unknown' (cannot tell). */
function compare(transaction: Transaction, made: MadeTransaction): 'match' | 'other' | 'unknown' {
  const mobile = digitsOf(transaction.benef_mobile);
  const wanted = digitsOf(made.beneficiaryMobile);
  const receive = toAmount(transaction.dest_amount);
  const pay = toAmount(transaction.remitt_pay);
  const knownReceive = Number.isFinite(made.receive);
  if (wanted !== '' && mobile !== '' && mobile !== wanted) return 'other';
  if (knownReceive && receive !== undefined && !near(receive, made.receive)) return 'other';
  if (made.pay !== null && pay !== undefined && !near(pay, made.pay)) return 'other';
  if (wanted === '' || mobile === '' || !knownReceive || receive === undefined) return 'unknown';
  return transaction.status === 'PENDING_CLEARANCE' ? 'match' : 'unknown';
}

/** A transaction's reference as text (an API may send it as a number); undefined when it has none. */
export const referenceOf = (transaction: Transaction): string | undefined => readText(transaction.trans_ref);

export function lookUpMade(
  list: readonly Transaction[],
  made: MadeTransaction,
  known: readonly string[] | null,
  others: OtherCheckouts,
): LookUp {
  const listed = new Set(list.map(referenceOf));
  // A list that lacks a transaction it had before the confirm is cut short: it cannot say 'none'.
  if (known?.some((reference) => !listed.has(reference))) return { kind: 'unsure' };
  const before = new Set(known ?? []);
  const verdicts = list.flatMap((transaction) => {
    const reference = referenceOf(transaction);
    if (reference === undefined) return [{ reference: '', verdict: 'unknown' as const }];
    if (before.has(reference) || others.references.has(reference)) return [];
    return [{ reference, verdict: compare(transaction, made) }];
  });
  const matches = verdicts.filter((v) => v.verdict === 'match');
  const unknown = verdicts.some((v) => v.verdict === 'unknown');
  if (matches.length === 0 && !unknown) return { kind: 'none' };
  // Without the list from before, or with another checkout's confirm unresolved, a match could be
  // another transfer's: only a certain absence helps.
  if (known === null || others.unresolved || unknown || matches.length > 1) return { kind: 'unsure' };
  return { kind: 'found', reference: matches[0]!.reference };
}
