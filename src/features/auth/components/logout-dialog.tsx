import { Suspense, useState } from 'react';
import { useLeaveSession } from '../session/use-leave-session.ts';
import { LazyConfirmDialog } from '@/components/confirm-dialog-loader.ts';

/** Which layout asks: the signed-in one logs out, the logged-out one exits (spec doc 1 §2). */
export type LogoutLayout = 'signed-in' | 'signed-out';

/** The questions, word for word from the spec. */
export const LOGOUT_QUESTION: Record<LogoutLayout, string> = {
  'signed-in': 'Are you sure you want to logout?',
  'signed-out': 'Are you sure you want to exit?',
};

export interface LogoutDialogProps {
  open: boolean;
  /** No (or Escape, or a click outside). */
  onClose: () => void;
  layout?: LogoutLayout;
}

/** Confirms the logout; Yes logs out and goes to '/'. Controlled, e.g. from a menu item. */
export function LogoutDialog({ open, onClose, layout = 'signed-in' }: LogoutDialogProps) {
  const leave = useLeaveSession();
  const [busy, setBusy] = useState(false);
  if (!open) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await leave();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Suspense fallback={null}>
      <LazyConfirmDialog
        title={LOGOUT_QUESTION[layout]}
        yesLabel="Yes"
        noLabel="No"
        busy={busy}
        onYes={() => void confirm()}
        onNo={onClose}
      />
    </Suspense>
  );
}
