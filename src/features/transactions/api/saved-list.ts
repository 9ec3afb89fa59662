import type { MovedOn } from '../model/moved-on.ts';
import type { TransferNotice } from '../model/notify-rule.ts';

/** What saving a fresh list found: the changes to notify, and what moved on unseen. */
export interface SavedList {
  notices: TransferNotice[];
  moves: MovedOn[];
}
