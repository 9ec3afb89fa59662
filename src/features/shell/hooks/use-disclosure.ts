import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';

/**
 * A disclosure's behaviour (a button that shows and hides a list of links): the button toggles
 * it; Escape, a tap outside it or a change of page closes it, and Escape gives the button the
 * focus back. Nested disclosures close from the inside out.
 */
export function useDisclosure<R extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<R>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation(); // an enclosing disclosure stays open
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, toggle: () => setOpen((was) => !was), rootRef, buttonRef, onKeyDown };
}
