import { Button, Menu } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';
import type { NavLinkDef } from '../model/upgrade-links.ts';

function ChevronDown() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The 'My Account' menu (keyboard: Enter, Space or the arrow keys open it and move between items). */
export function AccountMenu({ items }: { items: NavLinkDef[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" {...NAV_ITEM_STYLE}>
          My Account
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW="12rem">
          {items.map((item) => (
            <Menu.Item key={item.href} value={item.href} asChild>
              <RouterLink href={item.href}>{item.label}</RouterLink>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
