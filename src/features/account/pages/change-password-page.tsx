import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { PasswordField } from '@/features/auth';
import { useServerErrors } from '@/lib/use-server-errors.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { MANDATORY_NOTICE } from '@/components/mandatory-note.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { PASSWORD_CHANGED, changePassword } from '../api/change-password.ts';
import {
  CHANGE_PASSWORD_DEFAULTS,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../model/change-password-schema.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const resolver = yupResolver(changePasswordSchema);
const FORM_FIELDS: (keyof ChangePasswordValues)[] = ['current_password', 'new_password'];

/**
 * /change-password: the current password, a new one by the password rules and its confirmation;
 * a wrong current password gets the server's own message on that field; success says 'Password
 * Changed Successfully' and empties the form (the user stays signed in).
 */
export default function ChangePasswordPage() {
  const online = useOnline();
  const form = useForm<ChangePasswordValues>({ resolver, defaultValues: CHANGE_PASSWORD_DEFAULTS });
  const call = useCall((values: ChangePasswordValues) =>
    changePassword(values.current_password, values.new_password),
  );
  const bannerMessages = useServerErrors(call.error, FORM_FIELDS, form.setError);
  const done = useRef<HTMLDivElement>(null);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (changed) done.current?.focus();
  }, [changed]);

  const submit = async (values: ChangePasswordValues) => {
    if (call.loading) return;
    setChanged(false);
    if (!(await call.run(values))) return;
    // The passwords leave the screen (and the form's memory) once changed.
    form.reset(CHANGE_PASSWORD_DEFAULTS);
    setChanged(true);
  };

  return (
    <Stack gap="5" py="2" maxW="xl">
      <Heading as="h1" size="xl">
        Change Password
      </Heading>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{MANDATORY_NOTICE}</Alert.Description>
      </Alert.Root>
      {changed && (
        <Alert.Root status="success" role="status" ref={done} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Description>{PASSWORD_CHANGED}</Alert.Description>
        </Alert.Root>
      )}
      <ErrorBanner messages={bannerMessages} onDismiss={call.clearError} />
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(form.handleSubmit(submit))}>
          <Stack gap="4">
            <PasswordField name="current_password" label="Current password" autoComplete="current-password" />
            <PasswordField
              name="new_password"
              label="New password"
              autoComplete="new-password"
              helperText="At least 8 characters, with a capital letter and a number."
            />
            <PasswordField name="confirm_password" label="Confirm new password" autoComplete="new-password" />
            <Button type="submit" alignSelf="start" loading={call.loading} disabled={!online}>
              Change Password
            </Button>
            <OfflineNote action="change your password" />
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
