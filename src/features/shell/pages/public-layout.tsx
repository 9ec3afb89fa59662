import type { ReactNode } from 'react';
import { PublicHeader } from '../components/public-header.tsx';
import { ShellFrame } from '../components/shell-frame.tsx';

/** The signed-out layout: the public header, the page, the footer with both countries' contacts. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <ShellFrame header={<PublicHeader />}>{children}</ShellFrame>;
}
