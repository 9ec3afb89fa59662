import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { preloadConfirmDialog } from '@/components/confirm-dialog-loader.ts';
import { LogoutDialog, type LogoutLayout } from './logout-dialog.tsx';

export interface LogoutButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  layout?: LogoutLayout;
  /** The button's text; 'Logout' (signed in) or 'Exit' (logged out) unless given. */
  children?: ReactNode;
}

/** The header's Logout (or Exit) button with its confirmation dialog. */
export function LogoutButton({ layout = 'signed-in', children, ...buttonProps }: LogoutButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The dialog's code loads when the user reaches for the button, not with every page (the
          service worker keeps a copy, so it opens offline too). */}
      <Button
        variant="ghost"
        {...buttonProps}
        onPointerEnter={preloadConfirmDialog}
        onPointerDown={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        onClick={() => setOpen(true)}
      >
        {children ?? (layout === 'signed-in' ? 'Logout' : 'Exit')}
      </Button>
      <LogoutDialog open={open} layout={layout} onClose={() => setOpen(false)} />
    </>
  );
}
