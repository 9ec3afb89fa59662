import { VisuallyHidden } from '@chakra-ui/react';

/**
 * A polite live region for a screen reader only, mounted before its text changes, so each new
 * text (a payment's stage) is read out while the screen shows it in its own way.
 */
export function LiveStatus({ text }: { text: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}
