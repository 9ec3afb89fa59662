import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { routes } from '@/config/paths.ts';
import { loadProfile, useUploadCall } from '@/features/profile';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { submitUpgrade } from '../api/submit-upgrade.ts';

/**
 * An upgrade's steps: Upgrade (the form checked) opens the confirmation (CONFIRM_QUESTION); Proceed
 * sends the form and its files with their progress (Cancel stops it, and a failure keeps every
 * field and file); success loads the profile and the user again (the new tier, or the upgrade
 * under review) and goes to /profile with the server's message.
 */
export function useUpgrade() {
  const store = useStore();
  const [, navigate] = useLocation();
  const upload = useUploadCall(submitUpgrade);
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<Record<string, string | File> | null>(null);
  const { run } = upload;

  const proceed = useCallback(async () => {
    setConfirming(false);
    const payload = pending.current;
    if (!payload) return;
    const message = await run(payload);
    if (message === undefined) return;
    await loadProfile(store, { force: true });
    setFlashNotice(routes.profile.pattern, message);
    navigate(routes.profile.pattern);
  }, [run, store, navigate]);

  return {
    upload,
    confirming,
    /** The form passed its checks: ask first. */
    submit: (payload: Record<string, string | File>) => {
      pending.current = payload;
      upload.clearError();
      setConfirming(true);
    },
    proceed: () => void proceed(),
    back: () => setConfirming(false),
  };
}
