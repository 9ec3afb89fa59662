import { lazy, Suspense } from 'react';
import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { routes } from '@/config/paths.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { FormRootError } from '../components/form-root-error.tsx';
import { IdentifierFields } from '../components/identifier-fields.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { lazyResolver } from '../model/lazy-resolver.ts';
import { LOGIN_DEFAULTS, type LoginValues } from '../model/login-values.ts';
import { mobileEnding } from '../model/mobile.ts';

/** The schema library loads when the user first focuses the form, not with the first paint. */
const loadChecks = () => import('../model/login-resolvers.ts');
const loginResolver = lazyResolver(() => loadChecks().then((checks) => checks.loginResolver));
const codeResolver = lazyResolver(() => loadChecks().then((checks) => checks.loginCodeResolver));
/** The code step loads while the credentials are checked (it shows only after that round trip). */
const loadCodeStep = () => import('../components/code-step.tsx');
const CodeStep = lazy(() => loadCodeStep().then((module) => ({ default: module.CodeStep })));
const preloadChecks = () => {
  void loadChecks().catch(() => {});
  void loadCodeStep().catch(() => {});
};

/** Login (`/` and `/login`): email or mobile and password, then the 4-digit code. Opening it logs out. */
export default function LoginPage() {
  const online = useOnline();
  const flow = useLoginFlow();
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: LOGIN_DEFAULTS });

  if (flow.step === 'code') {
    return (
      <Suspense fallback={<Spinner aria-label="Loading" />}>
        <CodeStep
          heading="Enter your login code"
          intro={`We sent a 4-digit code to your mobile number ending in ${mobileEnding(flow.mobile)}.`}
          resolver={codeResolver}
          resendLabel="Resend code"
          backLabel="Back to login"
          flow={flow}
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
      <FormRootError form={form} />
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(flow.submit)} onFocus={preloadChecks}>
          <Stack gap="4">
            <IdentifierFields legend="Log in with" />
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <Text textAlign="end" fontSize="sm">
              <AuthLink to={routes.resetPasswordLink.pattern}>Forgot password?</AuthLink>
            </Text>
            <Button type="submit" loading={flow.signingIn} disabled={!online}>
              Login
            </Button>
            <OfflineNote action="log in" />
          </Stack>
        </form>
      </FormProvider>
      <Text>
        Don&apos;t have an account? <AuthLink to={routes.register.pattern}>Sign up</AuthLink>
      </Text>
    </Stack>
  );
}
