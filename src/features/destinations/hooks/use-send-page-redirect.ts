import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useOnline } from '@/lib/use-online.ts';
import {
  destinationsFor,
  linkedDestination,
  refreshedDestination,
  sendPageRedirect,
  type SendPage,
} from '../model/destinations.ts';
import { corridorsCallAtom, selectedDestinationAtom } from '../state.ts';
import { useCorridors } from './use-corridors.ts';

/**
 * Sends the sender where the country rules say (sendPageRedirect), replacing this page in the
 * history. A link naming the country (`?country=KE`) chooses it first, once the sender's
 * countries are known (a country they cannot send to is ignored). Returns the target while it
 * does either, so the page renders nothing meanwhile. Once the partner's list has answered in this
 * session, the chosen country's corridor is kept as the list states it (its delivery options may
 * have changed since the choice); the copy on the device never replaces it.
 */
export function useSendPageRedirect(page: SendPage): string | null {
  const user = useAtomValue(sessionUserAtom);
  const [selected, setSelected] = useAtom(selectedDestinationAtom);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { corridors, error } = useCorridors();
  const online = useOnline();
  // Offline with nothing cached, the countries cannot be known: the link is set aside.
  const known = corridors !== undefined || error !== undefined || !online;
  const linked = user ? linkedDestination(search, destinationsFor(user.country, corridors)) : undefined;
  // A link naming a country: wait for the sender's countries, then choose it (or ignore it).
  const fromLink = linked !== undefined;
  const target = fromLink ? location : user ? sendPageRedirect(page, user.country, selected) : null;

  useEffect(() => {
    if (!fromLink || !known) return;
    if (linked) setSelected(linked);
    navigate(location, { replace: true }); // the link's parameter done with
  }, [fromLink, known, linked, location, navigate, setSelected]);
  useEffect(() => {
    if (target && !fromLink) navigate(target, { replace: true });
  }, [target, fromLink, navigate]);
  const answered = useAtomValue(corridorsCallAtom).data;
  useEffect(() => {
    if (!selected || !answered) return;
    const current = refreshedDestination(selected, answered);
    if (current !== selected) setSelected(current);
  }, [selected, answered, setSelected]);
  return target;
}
