import { useState } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import type { BasicRegistrationRequest } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { registerBasic } from '../api/register-basic.ts';
import { sendOtp, sendOtpErrorText } from '../api/send-otp.ts';
import { verifyOtp, verifyOtpErrorText } from '../api/verify-otp.ts';
import { registrationBody, registrationMobile, type RegisterValues } from '../model/register-schema.ts';
import { REFERRAL_KEY } from '../model/referral.ts';
import { startSession } from '../start-session.ts';

const verified = async (mobile: string, code: string) => {
  await verifyOtp(mobile, code);
  return true;
};

/**
 * Registration (spec §4): the form, a code sent to the mobile, the code verified, basic
 * registration, then signed in and on /send-money. A failed registration returns to the form
 * with its errors; a number verified in this visit is not sent a new code when the form is sent
 * again (e.g. after the email was taken), unless the server refused the mobile.
 */
export function useRegisterFlow() {
  const store = useStore();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [submitted, setSubmitted] = useState<RegisterValues | null>(null);
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const sendCall = useCall(sendOtp);
  const verifyCall = useCall(verified);
  const registerCall = useCall(async (body: BasicRegistrationRequest) => {
    try {
      return await registerBasic(body);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.mobile) setVerifiedMobile(null);
      throw error;
    }
  });

  const register = async (values: RegisterValues) => {
    const auth = await registerCall.run(registrationBody(values));
    if (!auth) return setStep('form');
    // A sign-up ends any session of this tab first; the sign-up link's referral code is the new person's.
    await startSession(auth, store, [REFERRAL_KEY]);
    navigate(routes.sendMoney.pattern, { replace: true });
  };

  const submit = async (values: RegisterValues) => {
    const mobile = registrationMobile(values);
    setSubmitted(values);
    sendCall.reset();
    verifyCall.reset();
    if (mobile === verifiedMobile) return register(values);
    registerCall.reset();
    if ((await sendCall.run(mobile)) !== undefined) setStep('code');
  };

  const verify = async (code: string) => {
    if (!submitted) return;
    const mobile = registrationMobile(submitted);
    if (!(await verifyCall.run(mobile, code))) return;
    setVerifiedMobile(mobile);
    await register(submitted);
  };

  return {
    step,
    mobile: submitted ? registrationMobile(submitted) : '',
    submit,
    verify,
    resend: async () =>
      submitted !== null && (await sendCall.run(registrationMobile(submitted))) !== undefined,
    back: () => {
      setStep('form');
      sendCall.reset();
      verifyCall.reset();
    },
    sending: sendCall.loading && step === 'form',
    resending: sendCall.loading && step === 'code',
    verifying: verifyCall.loading || registerCall.loading,
    registering: registerCall.loading,
    sendError: sendCall.error ? sendOtpErrorText(sendCall.error) : undefined,
    clearSendError: sendCall.clearError,
    verifyError: verifyCall.error ? verifyOtpErrorText(verifyCall.error) : undefined,
    registerError: registerCall.error,
    clearRegisterError: registerCall.clearError,
  };
}
