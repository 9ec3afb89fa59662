import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@/features/auth';
import { useProfileRefresh } from '@/features/profile';
import { AppHeader } from '../components/app-header.tsx';
import { ShellFrame } from '../components/shell-frame.tsx';

/**
 * The signed-in layout: the app header, the page, the footer with the user's country's contacts.
 * It keeps the profile fresh (after sign-in, on focus, back online), so that a blocked or expired
 * remitone status locks the account at once.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  useProfileRefresh();
  return (
    <ShellFrame header={<AppHeader />} country={user?.country}>
      {children}
    </ShellFrame>
  );
}
