import { useMemo } from 'react';
import { Button, Dialog, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FormField } from '@/components/form-field.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import type { Migration } from '../hooks/use-migration.ts';
import {
  MIGRATION_OTP_LENGTH,
  migrationOtpSchema,
  type MigrationOtpValues,
} from '../model/migration-otp-schema.ts';
import { maskedPhone } from '@/lib/phone.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { MigrationDialogFrame } from './migration-dialog-frame.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

const resolver = yupResolver(migrationOtpSchema);

/** The code form: 6 digits, Re-send and Confirm (verify, then onboard, then log out). */
function OtpForm({ migration }: { migration: Migration }) {
  const online = useOnline();
  const form = useForm<MigrationOtpValues>({ resolver, defaultValues: { otp: '' } });
  const busy = migration.sending || migration.confirming || migration.leaving;
  const submit = form.handleSubmit(({ otp }) => migration.confirm(otp.trim()));
  const resend = () => {
    form.reset({ otp: '' });
    void migration.resend();
  };
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={asyncHandler(submit)}>
        <Stack gap="4">
          <FormField name="otp" label="One-time code (OTP)" required>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={MIGRATION_OTP_LENGTH}
              {...form.register('otp')}
            />
          </FormField>
          <OfflineNote action="confirm the code" />
          <HStack justify="flex-end" gap="2" wrap="wrap">
            <Button variant="outline" onClick={resend} loading={migration.sending} disabled={!online || busy}>
              Re-send
            </Button>
            <Button type="submit" loading={migration.confirming} disabled={!online || busy}>
              Confirm
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The migration code modal (doc 1): opens once the code was sent; closes when onboarding succeeds. */
export function MigrationOtpDialog({ migration }: { migration: Migration }) {
  const { state, sendError, verifyError, onboardError } = migration;
  const open = state.kind === 'otp';
  const phone = state.kind === 'otp' ? maskedPhone(state.remitter.mobile) : '';
  const sendErrors = useMemo(() => (open && sendError ? [sendError] : []), [open, sendError]);
  const verifyErrors = useMemo(() => (verifyError ? [verifyError] : []), [verifyError]);
  const onboardErrors = useMemo(() => (onboardError ? [onboardError] : []), [onboardError]);
  return (
    <MigrationDialogFrame
      open={open}
      title="Confirm your account"
      onDismiss={() => migration.dismiss('otp')}
      closeDisabled={migration.confirming || migration.leaving}
      bodyProps={{ pb: '6' }}
    >
      <Stack gap="4">
        <Dialog.Description>
          Enter the {MIGRATION_OTP_LENGTH}-digit code we sent by SMS to <strong>{phone}</strong>. Once your
          account is migrated you will be logged out: log in again to continue.
        </Dialog.Description>
        {migration.resent && <Text role="status">A new code has been sent.</Text>}
        <ErrorBanner
          messages={sendErrors}
          onDismiss={migration.clearSendError}
          timeoutMs={SEND_ERROR_MS.otp}
        />
        <ErrorBanner
          messages={verifyErrors}
          onDismiss={migration.clearVerifyError}
          timeoutMs={SEND_ERROR_MS.otp}
        />
        <ErrorBanner
          messages={onboardErrors}
          onDismiss={migration.clearOnboardError}
          timeoutMs={SEND_ERROR_MS.onboard}
        />
        {open && <OtpForm migration={migration} />}
      </Stack>
    </MigrationDialogFrame>
  );
}
