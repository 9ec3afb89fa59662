import { createContext, useContext, type ReactNode } from 'react';
import type { Beneficiary, Transaction } from '@/api/contract.ts';

/** What 'Send again' was pressed on: a transaction (its page), or a saved beneficiary. */
export type SendAgainSource =
  { kind: 'transaction'; transaction: Transaction } | { kind: 'beneficiary'; beneficiary: Beneficiary };

export interface SendAgainProps {
  source: SendAgainSource;
  /** The button's words for screen readers when several are on a page, e.g. 'Send again to Rudo'. */
  label?: string;
  size?: 'xs' | 'sm' | 'md';
}

type RenderSendAgain = (props: SendAgainProps) => ReactNode;

const SendAgainContext = createContext<RenderSendAgain | null>(null);

/**
 * The app gives the 'Send again' button (src/app/send-again): what it does spans both send flows,
 * the beneficiaries and the transactions, so the screens that show it (a transaction's page, the
 * beneficiaries list) hold only this slot and import none of them.
 */
export function SendAgainProvider({ render, children }: { render: RenderSendAgain; children: ReactNode }) {
  return <SendAgainContext value={render}>{children}</SendAgainContext>;
}

/** Where a screen offers 'Send again' for a transfer or a beneficiary; nothing when the app gives none. */
export function SendAgainSlot(props: SendAgainProps) {
  const render = useContext(SendAgainContext);
  return render ? render(props) : null;
}
