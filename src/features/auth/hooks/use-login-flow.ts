import { useState } from 'react';
import { useStore } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import type { AuthResult } from '@/api/contract.ts';
import { HOME_AFTER_LOGIN } from '@/config/paths.ts';
import { safeNext } from '@/config/route-match.ts';
import { useCall } from '@/lib/use-call.ts';
import { login } from '../api/login.ts';
import { sendOtp, sendOtpErrorText } from '../api/send-otp.ts';
import { loginCodeErrorText, verifyOtp } from '../api/verify-otp.ts';
import { identifierBody } from '../model/identifier.ts';
import type { LoginValues } from '../model/login-values.ts';
import { startSession } from '../start-session.ts';
import { useLogoutOnMount } from './use-logout-on-mount.ts';

/**
 * The login flow (DESIGN.md 'Login code'): credentials, then a 4-digit code sent and checked by
 * the portal API. The token and user are held here, in memory only, until the code verifies;
 * only then do they become the session, and the user goes where they were headed.
 */
export function useLoginFlow() {
  const loggedOut = useLogoutOnMount();
  const store = useStore();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [pending, setPending] = useState<AuthResult | null>(null);
  const loginCall = useCall(login);
  const sendCall = useCall(sendOtp);
  // Verified, then (once the opening logout is over) signed in: one call cycle, one busy state.
  const verifyCall = useCall(async (auth: AuthResult, code: string) => {
    await verifyOtp(auth.user.mobile, code);
    await loggedOut();
    await startSession(auth, store);
    return true;
  });

  const sendCode = async (auth: AuthResult): Promise<boolean> =>
    (await sendCall.run(auth.user.mobile)) !== undefined;

  const submit = async (values: LoginValues) => {
    sendCall.reset();
    const auth = await loginCall.run({ ...identifierBody(values), password: values.password });
    if (!auth) return;
    loginCall.reset(); // the token stays in this hook's state only, never in a shared atom
    if (await sendCode(auth)) setPending(auth);
  };

  const verify = async (code: string): Promise<void> => {
    if (!pending || !(await verifyCall.run(pending, code))) return;
    navigate(safeNext(new URLSearchParams(search).get('next'), HOME_AFTER_LOGIN), { replace: true });
  };

  const back = () => {
    setPending(null);
    sendCall.reset();
    verifyCall.reset();
  };

  return {
    step: pending ? ('code' as const) : ('credentials' as const),
    mobile: pending?.user.mobile ?? '',
    submit,
    verify,
    resend: () => (pending ? sendCode(pending) : Promise.resolve(false)),
    back,
    signingIn: loginCall.loading || (sendCall.loading && !pending),
    verifying: verifyCall.loading,
    resending: sendCall.loading && pending !== null,
    loginError: loginCall.error,
    clearLoginError: loginCall.clearError,
    sendError: sendCall.error ? sendOtpErrorText(sendCall.error) : undefined,
    clearSendError: sendCall.clearError,
    verifyError: verifyCall.error ? loginCodeErrorText(verifyCall.error) : undefined,
  };
}
