import { atomWithStorage } from 'jotai/utils';
import { resetAtLogout } from '@/lib/session/reset-at-logout.ts';
import { senderSessionStorage } from '@/lib/session/sender-storage.ts';
import type { SenderFormValues } from './model/sender-details.ts';

/** sessionStorage key of what the user typed on the Sender Details step. */
export const SENDER_DRAFT_KEY = 'send-money.sender-draft';

/**
 * The Sender Details form as typed, mirrored into this tab's session storage so a reload or
 * going offline loses nothing; null until the step is first shown. Reset at logout.
 */
export const senderDraftAtom = resetAtLogout(
  atomWithStorage<Partial<SenderFormValues> | null>(
    SENDER_DRAFT_KEY,
    null,
    senderSessionStorage<Partial<SenderFormValues> | null>(),
    { getOnInit: true },
  ),
);
