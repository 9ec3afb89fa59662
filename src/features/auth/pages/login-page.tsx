import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { routes } from '@/config/paths.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { IdentifierInputs } from '../components/identifier-inputs.tsx';
import { PasswordInputField } from '../components/password-input-field.tsx';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { takeOverPrerenderedForm } from '@/lib/prerendered-form.ts';
import { phoneEnding } from '@/lib/phone.ts';
import { LOGIN_CODE_LENGTH } from '../model/code.ts';

/**
 * The code step (with react-hook-form and its checks) loads when the user first focuses the form,
 * not with the first paint: it shows only after the credentials' round trip.
 */
const loadCodeStep = () => import('../components/code-step.tsx');
const loadCodeChecks = () => import('../model/login-code-resolver.ts');
const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));
const codeResolver = lazyResolver(() => loadCodeChecks().then((checks) => checks.loginCodeResolver));
const preloadCodeStep = () => {
  void loadCodeStep().catch(() => {});
  void loadCodeChecks().catch(() => {});
};

/** Login (`/` and `/login`): email or mobile and password, then the 4-digit code. Opening it logs out. */
export default function LoginPage() {
  const online = useOnline();
  const flow = useLoginFlow();
  const form = useLoginForm(flow.submit);
  // The form may be the one index.html painted: a Login pressed before now is sent now.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => takeOverPrerenderedForm(formElement.current), []);

  if (flow.step === 'code') {
    return (
      <Suspense fallback={<Spinner aria-label="Loading" />}>
        <CodeStep
          heading="Enter your login code"
          intro={`We sent a 4-digit code to your mobile number ending in ${phoneEnding(flow.mobile)}.`}
          resolver={codeResolver}
          resendLabel="Resend code"
          backLabel="Back to login"
          flow={flow}
          codeLength={LOGIN_CODE_LENGTH}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Login
      </Heading>
      <ErrorBanner
        messages={flow.loginError ? [flow.loginError.message] : []}
        onDismiss={flow.clearLoginError}
      />
      <ErrorBanner messages={flow.sendError ? [flow.sendError] : []} onDismiss={flow.clearSendError} />
      <ErrorBanner messages={form.formError ? [form.formError] : []} onDismiss={form.clearFormError} />
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => void form.submit(event)}
        onFocus={() => {
          form.preload();
          preloadCodeStep();
        }}
      >
        <Stack gap="4">
          <IdentifierInputs legend="Log in with" type={form.type} bind={form.bind} errorOf={form.errorOf} />
          <PasswordInputField
            label="Password"
            autoComplete="current-password"
            inputProps={form.bind('password')}
            error={form.errorOf('password')}
          />
          <Text textAlign="end" fontSize="sm">
            <AuthLink to={routes.resetPasswordLink.pattern}>Forgot password?</AuthLink>
          </Text>
          <Button type="submit" loading={flow.signingIn} disabled={!online}>
            Login
          </Button>
          <OfflineNote action="log in" />
        </Stack>
      </form>
      <Text>
        Don&apos;t have an account? <AuthLink to={routes.register.pattern}>Sign up</AuthLink>
      </Text>
    </Stack>
  );
}
