import { useAtomValue } from 'jotai';
import { LogoutButton } from '@/features/auth';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { HOME_AFTER_LOGIN } from '@/config/paths.ts';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { appNav } from '../model/app-nav.ts';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';
import { AccountMenu } from './account-menu.tsx';
import { NavDisclosure } from './nav-disclosure.tsx';
import { NavLink } from './nav-link.tsx';
import { ShellHeader } from './shell-header.tsx';
import { WalletForm } from './wallet-form.tsx';

/**
 * The signed-in header: onboarded users see every page, the account menu with the upgrades
 * their tier allows and the wallet link; users not yet onboarded see Send Money and My Account.
 */
export function AppHeader() {
  const user = useAtomValue(sessionUserAtom);
  const walletUrl = useShellOptions()?.links?.wallet;
  const nav = appNav(user);
  return (
    <ShellHeader home={HOME_AFTER_LOGIN}>
      <NavDisclosure label="Main">
        {nav.main.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href}>{item.label}</NavLink>
          </li>
        ))}
        <li>
          <AccountMenu items={nav.account} />
        </li>
        {nav.walletRemitterId && (
          <li>
            <WalletForm action={walletUrl} remitterId={nav.walletRemitterId} />
          </li>
        )}
        <li>
          <LogoutButton variant="ghost" {...NAV_ITEM_STYLE} />
        </li>
      </NavDisclosure>
    </ShellHeader>
  );
}
