import { useId, type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useDisclosure } from '../hooks/use-disclosure.ts';
import { NAV_BREAKPOINT } from '../model/nav-breakpoint.ts';

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A navigation landmark whose list is a horizontal bar on a wide screen and, on a phone, folds
 * behind a 'Menu' button (a disclosure: Enter or Space opens it, Escape or a tap outside closes
 * it and focus goes back to the button; it closes when the page changes). `children` are <li>s.
 */
export function NavDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const { open, toggle, rootRef, buttonRef, onKeyDown } = useDisclosure();
  const listId = useId();

  return (
    <Box as="nav" ref={rootRef} aria-label={label} onKeyDown={onKeyDown} ms="auto">
      <Button
        ref={buttonRef}
        hideFrom={NAV_BREAKPOINT}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <MenuIcon />
        Menu
      </Button>
      <Box
        as="ul"
        id={listId}
        listStyleType="none"
        display={{ base: open ? 'flex' : 'none', [NAV_BREAKPOINT]: 'flex' }}
        flexDirection={{ base: 'column', [NAV_BREAKPOINT]: 'row' }}
        alignItems={{ base: 'stretch', [NAV_BREAKPOINT]: 'center' }}
        gap={{ base: '0', [NAV_BREAKPOINT]: '2' }}
        position={{ base: 'absolute', [NAV_BREAKPOINT]: 'static' }}
        top="100%"
        insetX="0"
        zIndex="dropdown"
        bg="bg"
        p={{ base: '4', [NAV_BREAKPOINT]: '0' }}
        borderBottomWidth={{ base: '1px', [NAV_BREAKPOINT]: '0' }}
        boxShadow={{ base: 'md', [NAV_BREAKPOINT]: 'none' }}
      >
        {children}
      </Box>
    </Box>
  );
}
