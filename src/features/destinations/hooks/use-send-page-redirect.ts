import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { sessionUserAtom } from '@/features/auth';
import { sendPageRedirect, type SendPage } from '../model/destinations.ts';
import { selectedDestinationAtom } from '../state.ts';

/**
 * Sends the sender where the country rules say (sendPageRedirect), replacing this page in the
 * history. Returns the target while it does, so the page renders nothing meanwhile.
 */
export function useSendPageRedirect(page: SendPage): string | null {
  const user = useAtomValue(sessionUserAtom);
  const selected = useAtomValue(selectedDestinationAtom);
  const [, navigate] = useLocation();
  const target = user ? sendPageRedirect(page, user.country, selected) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target;
}
