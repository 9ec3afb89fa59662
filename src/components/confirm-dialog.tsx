import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  title: string;
  /** The text under the title (the dialog's description). */
  children?: ReactNode;
  yesLabel: string;
  noLabel: string;
  onYes: () => void;
  /** No, Escape (and a click outside when allowed). */
  onNo: () => void;
  /** While the Yes action runs: Yes shows a spinner and neither button can be pressed again. */
  busy?: boolean;
  closeOnInteractOutside?: boolean;
  /** Yes's colour: red (a logout) unless told, e.g. blue for a Proceed that saves. */
  yesColorPalette?: 'red' | 'blue';
}

/**
 * A yes/no alert dialog, open while mounted. Focus starts on No, the safe answer. Loaded on
 * demand (Chakra's dialog stays out of the login bundle); see confirm-dialog-loader.ts.
 */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, yesLabel, noLabel, onYes, onNo, busy = false } = props;
  const noButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      closeOnInteractOutside={props.closeOnInteractOutside ?? true}
      initialFocusEl={() => noButton.current}
      onOpenChange={(details) => {
        if (!details.open && !busy) onNo();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && (
              <Dialog.Body>
                <Dialog.Description asChild>
                  <div>{children}</div>
                </Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={noButton} variant="outline" onClick={onNo} disabled={busy}>
                {noLabel}
              </Button>
              <Button colorPalette={props.yesColorPalette ?? 'red'} onClick={onYes} loading={busy}>
                {yesLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
