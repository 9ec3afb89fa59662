import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useProfileRefresh } from '@/features/profile';
import { useRateAlertWatch } from '@/features/rate-alerts';
import { MovedOnNote, useTransferWatch } from '@/features/transactions';
import { AppHeader } from '../components/app-header.tsx';
import { ShellFrame } from '../components/shell-frame.tsx';

/**
 * The signed-in layout: the app header, the page, the footer with the user's country's contacts.
 * It keeps the profile fresh (after sign-in, on focus, back online), so that a blocked or expired
 * remitone status locks the account at once, and checks on the user's transfers (on opening, back
 * online), saying how many moved on since the last visit; and checks the sender's rate alerts (on
 * opening, back online).
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  useProfileRefresh();
  useTransferWatch();
  useRateAlertWatch();
  return (
    <ShellFrame header={<AppHeader />} country={user?.country}>
      {children}
      <MovedOnNote />
    </ShellFrame>
  );
}
