import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink } from 'wouter';
import { LogoutButton } from '@/features/auth';
import { authenticatedAtom } from '@/lib/session/user.ts';
import { routes } from '@/config/paths.ts';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';
import { ExternalLink } from './external-link.tsx';
import { NavDisclosure } from './nav-disclosure.tsx';
import { NavLink } from './nav-link.tsx';
import { ShellHeader } from './shell-header.tsx';

/**
 * The signed-out header: the public site's pages (from the UI options), Login and Register. A
 * signed-in user on one of these pages (sign-up, password) gets Exit instead, which confirms
 * 'Are you sure you want to exit?' and logs out.
 */
export function PublicHeader() {
  const links = useShellOptions()?.links;
  const signedIn = useAtomValue(authenticatedAtom);
  const external = [
    { label: 'About Us', href: links?.about },
    { label: 'Collection Points', href: links?.collection_points },
    { label: 'How It Works', href: links?.how_it_works },
    { label: 'Contact Us', href: links?.contact },
  ];
  return (
    <ShellHeader home={routes.login.pattern}>
      <NavDisclosure label="Main">
        {external.map(({ label, href }) => (
          <li key={label}>
            <ExternalLink href={href} {...NAV_ITEM_STYLE}>
              {label}
            </ExternalLink>
          </li>
        ))}
        {signedIn ? (
          <li>
            <LogoutButton layout="signed-out" variant="ghost" {...NAV_ITEM_STYLE} />
          </li>
        ) : (
          <>
            <li>
              <NavLink href={routes.login.pattern}>Login</NavLink>
            </li>
            <li>
              <Button asChild w={{ base: 'full', lg: 'auto' }}>
                <RouterLink href={routes.register.pattern}>Register</RouterLink>
              </Button>
            </li>
          </>
        )}
      </NavDisclosure>
    </ShellHeader>
  );
}
