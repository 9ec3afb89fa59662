import { atomWithStorage } from 'jotai/utils';
import type { Corridor } from '@/api/contract.ts';
import { resetAtLogout, sessionAtom } from '@/lib/session/reset-at-logout.ts';
import { senderSessionStorage } from '@/lib/session/sender-storage.ts';
import type { CallState } from '@/lib/use-call.ts';
import type { Destination } from './model/destinations.ts';

/** sessionStorage key of the chosen country (personal: removed at logout). */
export const SELECTED_DESTINATION_KEY = 'destinations.selected';

/**
 * The country the sender chose on /country-selection, with its corridor: kept in this tab's
 * session storage, so the choice survives a reload for the session. Reset at logout.
 */
export const selectedDestinationAtom = resetAtLogout(
  atomWithStorage<Destination | null>(
    SELECTED_DESTINATION_KEY,
    null,
    senderSessionStorage<Destination | null>(),
    { getOnInit: true },
  ),
);

/**
 * The corridors call's cycle for the session: fetched once (SA senders), its answer kept until
 * logout, so coming back to the page asks nothing.
 */
export const corridorsCallAtom = sessionAtom<CallState<Corridor[]>>({
  data: undefined,
  loading: false,
  error: undefined,
});
