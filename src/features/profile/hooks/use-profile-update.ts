import { useCallback, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { User } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { setFlashNotice } from '@/lib/flash-notice.ts';
import { loadProfile } from '../api/load-profile.ts';
import { updateProfile } from '../api/update-profile.ts';
import type { CodeTarget } from '../components/code-dialog.tsx';
import type { ProfileUpdateValues } from '../model/profile-update-schema.ts';
import { contactChanges, updatePayload } from '../model/profile-update-values.ts';
import type { NumberTypes } from '../model/id-types.ts';
import { useUploadCall } from './use-upload-call.ts';

/** Where the update stands: the form, the 'Proceed?' dialog, a code to confirm, or sending. */
export type UpdateStage = { kind: 'form' } | { kind: 'confirm' } | { kind: 'code'; target: CodeTarget };

const keyOf = (target: CodeTarget) =>
  'email' in target ? `email:${target.email.toLowerCase()}` : `mobile:${target.mobile}`;

/**
 * The profile update's steps: Update (the form checked) opens the confirmation (CONFIRM_QUESTION);
 * Proceed confirms a new mobile or email with a code sent to it (each once per page), then sends
 * the update with its progress; success loads the profile and the user again and goes to /profile
 * with the server's message. A failure keeps the form as it was.
 */
export function useProfileUpdate(user: User, numberTypes: NumberTypes) {
  const store = useStore();
  const [, navigate] = useLocation();
  const upload = useUploadCall(updateProfile);
  const [stage, setStage] = useState<UpdateStage>({ kind: 'form' });
  const pending = useRef<ProfileUpdateValues | null>(null);
  const confirmed = useRef(new Set<string>());

  const send = useCallback(async () => {
    const values = pending.current;
    if (!values) return;
    setStage({ kind: 'form' });
    const message = await upload.run(updatePayload(values, numberTypes));
    if (message === undefined) return;
    await loadProfile(store, { force: true });
    setFlashNotice(routes.profile.pattern, message);
    navigate(routes.profile.pattern);
  }, [upload, store, navigate, numberTypes]);

  /** The next new way to sign in still to confirm, or the update itself. */
  const next = useCallback(async () => {
    const values = pending.current;
    if (!values) return;
    const changes = contactChanges(values, user);
    const targets: CodeTarget[] = [];
    if (changes.mobile) targets.push({ mobile: changes.mobile });
    if (changes.email) targets.push({ email: changes.email });
    const target = targets.find((item) => !confirmed.current.has(keyOf(item)));
    if (!target) {
      await send();
      return;
    }
    // The code dialog (loaded only now) sends the code as it opens.
    setStage({ kind: 'code', target });
  }, [user, send]);

  return {
    stage,
    upload,
    /** The form passed its checks: ask first (CONFIRM_QUESTION). */
    submit: (values: ProfileUpdateValues) => {
      pending.current = values;
      upload.clearError();
      setStage({ kind: 'confirm' });
    },
    proceed: () => void next(),
    codeConfirmed: (target: CodeTarget) => {
      confirmed.current.add(keyOf(target));
      void next();
    },
    /** No, Cancel, Escape: back to the form as it was. */
    back: () => setStage({ kind: 'form' }),
  };
}
