import { useId } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { NAV_BREAKPOINT } from '../model/nav-breakpoint.ts';
import { NAV_ITEM_STYLE } from '../model/nav-item-style.ts';
import type { NavLinkDef } from '../model/upgrade-links.ts';
import { NavLink } from './nav-link.tsx';

function ChevronDown() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The 'My Account' links behind a disclosure button (the navigation pattern for a group of
 * links): on a wide screen they drop down under the button, on a phone they open in place in the
 * folded navigation. Plain CSS positions it, so no popper library loads with every page.
 */
export function AccountMenu({ items }: { items: NavLinkDef[] }) {
  const { open, toggle, rootRef, buttonRef, onKeyDown } = useDisclosure<HTMLDivElement>();
  const listId = useId();
  return (
    <Box ref={rootRef} position="relative" onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        variant="ghost"
        {...NAV_ITEM_STYLE}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        My Account
        <ChevronDown />
      </Button>
      <Box
        as="ul"
        id={listId}
        aria-label="My Account"
        hidden={!open}
        listStyleType="none"
        position={{ base: 'static', [NAV_BREAKPOINT]: 'absolute' }}
        top="100%"
        right="0"
        minW="12rem"
        zIndex="dropdown"
        bg="bg"
        ps={{ base: '4', [NAV_BREAKPOINT]: '3' }}
        pe={{ base: '0', [NAV_BREAKPOINT]: '3' }}
        py={{ base: '0', [NAV_BREAKPOINT]: '1' }}
        borderWidth={{ base: '0', [NAV_BREAKPOINT]: '1px' }}
        borderRadius="l2"
        boxShadow={{ base: 'none', [NAV_BREAKPOINT]: 'md' }}
      >
        {items.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href}>{item.label}</NavLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
