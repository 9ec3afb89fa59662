import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface MigrationDialogFrameProps {
  open: boolean;
  title: string;
  /** The close button or Escape (a click outside does not close it). */
  onDismiss: () => void;
  /** While the close button cannot be used. */
  closeDisabled: boolean;
  /** The element focused when the dialog opens (else the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  bodyProps?: Dialog.BodyProps;
  /** The dialog's buttons, below its body. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred modal both Account Migration dialogs (the offer, then the code) are shown in. */
export function MigrationDialogFrame(props: MigrationDialogFrameProps) {
  const { open, title, onDismiss, closeDisabled, initialFocusEl, bodyProps, footer, children } = props;
  return (
    <Dialog.Root
      open={open}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
      closeOnInteractOutside={false}
      {...(initialFocusEl && { initialFocusEl })}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={closeDisabled} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
