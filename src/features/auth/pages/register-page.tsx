import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { routes } from '@/config/paths.ts';
import { FormField } from '@/components/form-field.tsx';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { CountryField } from '../components/country-field.tsx';
import { DialCodeMobileField } from '../components/dial-code-mobile-field.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { SubscribeField } from '../components/subscribe-field.tsx';
import { useReferralLink } from '../hooks/use-referral-link.ts';
import { useRegisterFlow } from '../hooks/use-register-flow.ts';
import { codeSchema } from '../model/code-schema.ts';
import { phoneEnding } from '@/lib/phone.ts';
import { REGISTER_DEFAULTS, registerSchema, type RegisterValues } from '../model/register-schema.ts';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const codeResolver = yupResolver(codeSchema);
const FORM_FIELDS: (keyof RegisterValues)[] = ['country', 'mobile', 'email', 'password', 'subscribe'];

/** Sign up (`/register`): country, mobile, email, password, subscribe; then the code; then /send-money. */
export default function RegisterPage() {
  const online = useOnline();
  const flow = useRegisterFlow();
  const referral = useReferralLink();
  const form = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    defaultValues: REGISTER_DEFAULTS,
  });
  const bannerMessages = useServerErrors(
    flow.registerError,
    FORM_FIELDS,
    form.setError,
    flow.step === 'form',
  );

  if (flow.step === 'code') {
    return (
      <CodeStep
        heading="Verify your mobile number"
        intro={`Enter the code we sent to your mobile number ending in ${phoneEnding(flow.mobile)}.`}
        resolver={codeResolver}
        resendLabel="Resend OTP"
        backLabel="Change details"
        flow={flow}
      />
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Sign Up
      </Heading>
      {referral && (
        <Text>Invited by a friend: your referral code {referral} is kept for your first transfer.</Text>
      )}
      <ErrorBanner messages={bannerMessages} onDismiss={flow.clearRegisterError} />
      <ErrorBanner messages={flow.sendError ? [flow.sendError] : []} onDismiss={flow.clearSendError} />
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(form.handleSubmit(flow.submit))}>
          <Stack gap="4">
            <CountryField />
            <DialCodeMobileField />
            <FormField name="email" label="Email address" required>
              <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              helperText="At least 8 characters, with a capital letter and a number."
            />
            <SubscribeField />
            <Button type="submit" loading={flow.sending || flow.registering} disabled={!online}>
              Sign Up
            </Button>
            <OfflineNote action="sign up" />
          </Stack>
        </form>
      </FormProvider>
      <Text>
        Already have an account? <AuthLink to={routes.login.pattern}>Log in</AuthLink>
      </Text>
    </Stack>
  );
}
