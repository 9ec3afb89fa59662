import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { LivenessFrame } from './liveness-frame.tsx';

/** Spec §9: the note of the verification dialog. */
export const SESSION_EXPIRY_NOTE = 'This verification session will expire in 60 minutes';

export interface LivenessDialogProps {
  url: string;
  /** Closing (Done, the close button or Escape) checks the status again. */
  onClose: () => void;
}

/** The liveness page of a new verification session, in a dialog; full screen on a phone. */
export function LivenessDialog({ url, onClose }: LivenessDialogProps) {
  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Identity Verification</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Text fontSize="sm" color="fg.muted">
                {SESSION_EXPIRY_NOTE}
              </Text>
              <LivenessFrame
                url={url}
                title="Liveness check"
                flex="1"
                minH={{ base: '24rem', md: '32rem' }}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Done
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
