import { useCallback, useRef, useState } from 'react';
import { sendOtpErrorText, useLeaveSession, verifyOtpErrorText } from '@/features/auth';
import { errorText } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { onboardRemitter, sendMigrationOtp, verifyMigrationOtp } from '../api/existing-remitter.ts';
import {
  MIGRATION_CLOSED,
  nextMigration,
  type FoundRemitter,
  type MigrationEvent,
} from '../model/migration.ts';

/**
 * The Account Migration dialogs: `nextMigration` drives them, this hook runs the calls. Yes sends
 * the code (then the code modal opens), Confirm verifies it and onboards, then logs out to '/';
 * 'No, log me out' logs out. One call at a time: a second press while one runs does nothing.
 */
export function useMigration() {
  const [state, setState] = useState(MIGRATION_CLOSED);
  const dispatch = useCallback((event: MigrationEvent) => setState((s) => nextMigration(s, event)), []);
  const leave = useLeaveSession();
  const send = useCall(sendMigrationOtp);
  const verify = useCall(verifyMigrationOtp);
  const onboard = useCall(onboardRemitter);
  const [resent, setResent] = useState(false);
  const running = useRef(false);

  /** Runs `work` unless another action runs (a ref: a double tap lands before any re-render). */
  const once = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  }, []);

  const remitter = state.kind === 'offer' || state.kind === 'otp' ? state.remitter : null;
  const verified = state.kind === 'otp' && state.verified;

  const found = useCallback(
    (match: FoundRemitter) => dispatch({ type: 'found', remitter: match }),
    [dispatch],
  );

  const sendCode = (again: boolean) =>
    once(async () => {
      if (!remitter) return;
      setResent(false);
      if ((await send.run(remitter)) === undefined) return;
      dispatch({ type: 'otp-sent' });
      setResent(again);
    });

  const decline = () =>
    once(async () => {
      dispatch({ type: 'decline' });
      await leave();
    });

  const confirm = (otp: string) =>
    once(async () => {
      if (!remitter) return;
      setResent(false);
      if (!verified) {
        if ((await verify.run(remitter.remitter_id, otp)) === undefined) return;
        dispatch({ type: 'verified' });
      }
      if ((await onboard.run(remitter.remitter_id)) === undefined) return;
      dispatch({ type: 'onboarded' });
      await leave();
    });

  const dismiss = (dialog: 'offer' | 'otp') => {
    if (running.current || state.kind !== dialog) return;
    dispatch({ type: 'dismiss', dialog });
    for (const call of [send, verify, onboard]) call.reset();
    setResent(false);
  };

  return {
    state,
    found,
    accept: () => sendCode(false),
    resend: () => sendCode(true),
    decline,
    confirm,
    dismiss,
    /** A new code went out (Re-send). */
    resent,
    sending: send.loading,
    confirming: verify.loading || onboard.loading,
    leaving: state.kind === 'leaving' || state.kind === 'onboarded',
    sendError: send.error ? sendOtpErrorText(send.error) : undefined,
    clearSendError: send.clearError,
    verifyError: verify.error ? verifyOtpErrorText(verify.error) : undefined,
    clearVerifyError: verify.clearError,
    onboardError: onboard.error ? errorText(onboard.error) : undefined,
    clearOnboardError: onboard.clearError,
  };
}

export type Migration = ReturnType<typeof useMigration>;
