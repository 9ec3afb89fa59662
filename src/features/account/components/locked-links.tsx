import { Link, List } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { routes } from '@/config/paths.ts';

/** Spec (Account Locked): the only links, all routes a locked account may still open. */
export const LOCKED_LINKS = [
  { label: 'View Profile', to: routes.profile.pattern },
  { label: 'Update Profile', to: routes.profileUpdate.pattern },
  { label: 'View Transactions', to: routes.transactions.pattern },
  { label: 'Change Password', to: routes.changePassword.pattern },
  { label: 'View Beneficiaries', to: routes.beneficiaries.pattern },
] as const;

/** What a locked account can still do. */
export function LockedLinks() {
  return (
    <nav aria-label="What you can do">
      <List.Root as="ul" gap="2" listStyle="none" ps="0">
        {LOCKED_LINKS.map((link) => (
          <List.Item key={link.to}>
            <Link asChild variant="underline" colorPalette="blue" py="1">
              <RouterLink href={link.to}>{link.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </nav>
  );
}
