import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@/features/auth';
import { AppHeader } from '../components/app-header.tsx';
import { ShellFrame } from '../components/shell-frame.tsx';

/** The signed-in layout: the app header, the page, the footer with the user's country's contacts. */
export default function AppLayout({ children }: { children: ReactNode }) {
  const user = useAtomValue(sessionUserAtom);
  return (
    <ShellFrame header={<AppHeader />} country={user?.country}>
      {children}
    </ShellFrame>
  );
}
