import { createContext, type ReactNode } from 'react';
import type { Beneficiary, Transaction } from '@/api/contract.ts';
import type { appStore } from '@/lib/store.ts';

/** What 'Send again' was pressed on: a transaction (its page), or a saved beneficiary. */
export type SendAgainSource =
  { kind: 'transaction'; transaction: Transaction } | { kind: 'beneficiary'; beneficiary: Beneficiary };

/** Where 'Send again' leads: the flow's page, or why it cannot start. */
export type SendAgainOutcome = { path: string } | { refused: string };

/** What pressing the button runs: fill the right flow in and say which page to open. */
export interface SendAgainRun {
  sendAgain: (store: typeof appStore, source: SendAgainSource) => Promise<SendAgainOutcome>;
}

export interface SendAgainProps {
  source: SendAgainSource;
  /** The button's words for screen readers when several are on a page, e.g. 'Send again to Rudo'. */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

type LoadSendAgain = () => Promise<SendAgainRun>;

export const SendAgainContext = createContext<LoadSendAgain | null>(null);

/**
 * What 'Send again' does spans both send flows, the beneficiaries and the transactions, so the app
 * gives it (src/app/send-again, loaded on first use) around its routes; the screens that show the
 * button (a transaction's page, the beneficiaries list) import none of them.
 */
export function SendAgainProvider({ load, children }: { load: LoadSendAgain; children: ReactNode }) {
  return <SendAgainContext value={load}>{children}</SendAgainContext>;
}
