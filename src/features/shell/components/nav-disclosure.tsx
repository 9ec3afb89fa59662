import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';

/** Below this breakpoint the navigation folds behind a Menu button. */
export const NAV_BREAKPOINT = 'lg';

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
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    if (event.target instanceof Element && event.target.closest('[role="menu"]')) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <Box as="nav" ref={navRef} aria-label={label} onKeyDown={onKeyDown} ms="auto">
      <Button
        ref={buttonRef}
        hideFrom={NAV_BREAKPOINT}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
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
