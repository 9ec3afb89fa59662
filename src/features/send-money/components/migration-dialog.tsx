import { useMemo, useRef } from 'react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import type { Migration } from '../hooks/use-migration.ts';
import { maskedPhone } from '@/lib/phone.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { MigrationDialogFrame } from './migration-dialog-frame.tsx';

/**
 * 'Account Migration' (doc 1): the details match an existing remitter, whose account will be
 * migrated; Yes texts a code to its phone (masked), 'No, log me out' logs out.
 */
export function MigrationDialog({ migration }: { migration: Migration }) {
  const online = useOnline();
  const { state, sendError, clearSendError } = migration;
  const open = state.kind === 'offer';
  const phone = state.kind === 'offer' ? maskedPhone(state.remitter.mobile) : '';
  const errors = useMemo(() => (open && sendError ? [sendError] : []), [open, sendError]);
  const busy = migration.sending || migration.leaving;
  const yes = useRef<HTMLButtonElement>(null);
  return (
    <MigrationDialogFrame
      open={open}
      title="Account Migration"
      onDismiss={() => migration.dismiss('offer')}
      closeDisabled={busy}
      initialFocusEl={() => yes.current}
      footer={
        <Dialog.Footer flexWrap="wrap">
          <Button variant="outline" onClick={() => void migration.decline()} disabled={busy}>
            No, log me out
          </Button>
          <Button
            ref={yes}
            onClick={() => void migration.accept()}
            loading={migration.sending}
            disabled={!online || busy}
          >
            Yes
          </Button>
        </Dialog.Footer>
      }
    >
      <Stack gap="3">
        <Dialog.Description>
          You already have an account with us. It will be migrated to this online account, so you can keep
          sending money with it here.
        </Dialog.Description>
        <Text>
          To confirm it is yours, we will send a one-time code (OTP) by SMS to the phone number on that
          account, <strong>{phone}</strong>. Send the code?
        </Text>
        <ErrorBanner messages={errors} onDismiss={clearSendError} timeoutMs={SEND_ERROR_MS.otp} />
        <OfflineNote action="send the code" />
      </Stack>
    </MigrationDialogFrame>
  );
}
