import { href } from '@/config/paths.ts';
import type { KnownTransfer } from './moved-on.ts';
import { AWAITING_PAYMENT } from './status.ts';

/**
 * Which changes the device tells the user about with a system notification (issue 13): a transfer
 * collected, or one that needs payment. Only a change counts: a transfer the device knew in
 * another status (a first sight is no change: the user made it, or it would notify at every
 * sign-in), and each change once, since the cache then holds the new status and the same answer
 * fetched again changes nothing. A cancellation is marked on the list, not notified.
 */
export type NoticeKind = 'collected' | 'needs-payment';

const NOTIFYING: Readonly<Record<string, NoticeKind>> = {
  PROCESSED: 'collected',
  [AWAITING_PAYMENT]: 'needs-payment',
};

export interface TransferNotice {
  kind: NoticeKind;
  reference: string;
}

/** The notices for a fresh list, given what the cache knew before it (by reference). */
export function transferNotices(
  before: ReadonlyMap<string, Pick<KnownTransfer, 'status'>>,
  list: readonly { trans_ref: string; status: string }[],
): TransferNotice[] {
  const notices: TransferNotice[] = [];
  for (const transfer of list) {
    const kind = NOTIFYING[transfer.status];
    const known = before.get(transfer.trans_ref);
    if (kind && known && known.status !== transfer.status) {
      notices.push({ kind, reference: transfer.trans_ref });
    }
  }
  return notices;
}

export interface NoticeText {
  title: string;
  body: string;
  /** One notification per transfer and kind: the system replaces, never repeats, the same tag. */
  tag: string;
  /** The app path a tap opens: the transfer's page. */
  url: string;
}

/**
 * What the notification says: the reference only, no amount and no name, since a notification
 * shows on a locked phone's screen.
 */
export function noticeText({ kind, reference }: TransferNotice): NoticeText {
  const common = { tag: `transfer-${kind}-${reference}`, url: href.transactionDetail(reference) };
  return kind === 'collected'
    ? { ...common, title: 'Your transfer was collected', body: `Transfer ${reference} has been collected.` }
    : {
        ...common,
        title: 'Your transfer needs payment',
        body: `Transfer ${reference} is awaiting payment. Open it to pay.`,
      };
}
