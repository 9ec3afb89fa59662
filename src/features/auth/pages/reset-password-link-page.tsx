import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { routes } from '@/config/paths.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { IdentifierFields } from '../components/identifier-fields.tsx';
import {
  FORGOT_PASSWORD_DEFAULTS,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '../model/forgot-password-schema.ts';
import { identifierBody } from '../model/identifier.ts';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const FORM_FIELDS: (keyof ForgotPasswordValues)[] = ['email', 'mobile'];

/** Forgot password (`/reset-password-link`): by email or mobile; the server's message on success. */
export default function ResetPasswordLinkPage() {
  const online = useOnline();
  const call = useCall(forgotPassword);
  const form = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: FORGOT_PASSWORD_DEFAULTS,
  });
  const bannerMessages = useServerErrors(call.error, FORM_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    call.reset();
    await call.run(identifierBody(values));
  });

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Reset Password
      </Heading>
      <Text>
        Tell us the email address or mobile number of your account and we will send you a reset link.
      </Text>
      {call.data !== undefined && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{call.data}</Alert.Description>
        </Alert.Root>
      )}
      <ErrorBanner messages={bannerMessages} onDismiss={call.clearError} />
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(submit)}>
          <Stack gap="4">
            <IdentifierFields legend="Reset by" />
            <Button type="submit" loading={call.loading} disabled={!online}>
              Send reset link
            </Button>
            <OfflineNote action="request a reset link" />
          </Stack>
        </form>
      </FormProvider>
      <Text>
        Remembered it? <AuthLink to={routes.login.pattern}>Back to login</AuthLink>
      </Text>
    </Stack>
  );
}
