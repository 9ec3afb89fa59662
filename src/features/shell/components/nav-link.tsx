import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'wouter';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';

/** A link of the header to a page of the app, marked as the current page when it is. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <Link
      asChild
      {...NAV_ITEM_STYLE}
      aria-current={current ? 'page' : undefined}
      _currentPage={{ color: 'green.fg', textDecoration: 'underline', textUnderlineOffset: '6px' }}
    >
      <RouterLink href={href}>{children}</RouterLink>
    </Link>
  );
}
