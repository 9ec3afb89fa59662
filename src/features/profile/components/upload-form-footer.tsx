import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { routes } from '@/config/paths.ts';
import { useOnline } from '@/lib/use-online.ts';
import type { UploadCall } from '../hooks/use-upload-call.ts';
import { UploadProgress } from './upload-progress.tsx';

export interface UploadFormFooterProps {
  upload: Pick<UploadCall<never, unknown>, 'percent' | 'cancel' | 'cancelled' | 'clearError'>;
  /** The error banner's messages, shown for `errorMs`. */
  messages: readonly string[];
  errorMs: number;
  /** What is being sent, e.g. 'Sending your documents' (the progress line). */
  progressLabel: string;
  /** Said after Cancel: what is kept, e.g. 'Your details and files are still here.'. */
  cancelledText: string;
  submitLabel: string;
  /** Offline: 'You are offline. Connect to the internet to {action}.' */
  offlineAction: string;
}

/**
 * The end of a form that uploads (the profile update, the upgrades): the error banner, the
 * upload's progress with its Cancel (and what a cancel kept), Cancel back to the profile and the
 * submit button, which waits for the network.
 */
export function UploadFormFooter({
  upload,
  messages,
  errorMs,
  progressLabel,
  cancelledText,
  submitLabel,
  offlineAction,
}: UploadFormFooterProps) {
  const online = useOnline();
  const sending = upload.percent !== null;
  return (
    <>
      <ErrorBanner messages={messages} onDismiss={upload.clearError} timeoutMs={errorMs} />
      {upload.cancelled && !sending && <Text role="status">{cancelledText}</Text>}
      {sending && (
        <UploadProgress percent={upload.percent ?? 0} label={progressLabel} onCancel={upload.cancel} />
      )}
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <RouterLink href={routes.profile.pattern}>Cancel</RouterLink>
        </Button>
        <Button type="submit" colorPalette="blue" disabled={!online || sending} loading={sending}>
          {submitLabel}
        </Button>
      </HStack>
      <OfflineNote action={offlineAction} />
    </>
  );
}
