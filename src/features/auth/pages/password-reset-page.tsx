import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearch } from 'wouter';
import { routes } from '@/config/paths.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { resetPassword } from '../api/reset-password.ts';
import { AuthLink } from '../components/auth-link.tsx';
import { PasswordField } from '../components/password-field.tsx';
import {
  RESET_PASSWORD_DEFAULTS,
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../model/reset-password-schema.ts';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const FORM_FIELDS: (keyof ResetPasswordValues)[] = ['password'];

function Heading1() {
  return (
    <Heading as="h1" size="xl">
      Reset Password
    </Heading>
  );
}

/** Password reset (`/password-reset?token=...`): a new password, confirmed; a link to log in after. */
export default function PasswordResetPage() {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  if (!token) {
    return (
      <Stack gap="4">
        <Heading1 />
        <Text role="alert">This password reset link is invalid or incomplete.</Text>
        <AuthLink to={routes.resetPasswordLink.pattern}>Request a new reset link</AuthLink>
      </Stack>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const online = useOnline();
  const call = useCall(resetPassword);
  const form = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    defaultValues: RESET_PASSWORD_DEFAULTS,
  });
  const bannerMessages = useServerErrors(call.error, FORM_FIELDS, form.setError);

  if (call.data !== undefined) {
    return (
      <Stack gap="4">
        <Heading1 />
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{call.data}</Alert.Description>
        </Alert.Root>
        <AuthLink to={routes.login.pattern}>Log in</AuthLink>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Heading1 />
      <ErrorBanner messages={bannerMessages} onDismiss={call.clearError} timeoutMs={0} />
      {bannerMessages.length > 0 && (
        <AuthLink to={routes.resetPasswordLink.pattern}>Request a new reset link</AuthLink>
      )}
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={asyncHandler(form.handleSubmit(({ password }) => call.run(token, password)))}
        >
          <Stack gap="4">
            <PasswordField
              name="password"
              label="New password"
              autoComplete="new-password"
              helperText="At least 8 characters, with a capital letter and a number."
            />
            <PasswordField name="confirm_password" label="Confirm password" autoComplete="new-password" />
            <Button type="submit" loading={call.loading} disabled={!online}>
              Reset password
            </Button>
            <OfflineNote action="reset your password" />
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
