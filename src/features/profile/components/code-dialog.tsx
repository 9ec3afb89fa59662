import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { sendCodeTo, sendOtpErrorText, verifyCodeFor, verifyOtpErrorText } from '@/features/auth';
import { useOnline } from '@/lib/use-online.ts';

/** Where the code went: a new mobile number (digits) or email address. */
export type CodeTarget = { mobile: string } | { email: string };

export interface CodeDialogProps {
  target: CodeTarget;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** '+447700900111' or the email address: where the code was sent, as the user typed it. */
function targetText(target: CodeTarget): string {
  return 'email' in target ? target.email : `+${target.mobile}`;
}

/**
 * Confirms a new mobile number or email address with the code sent to it (POST /otp/verify): both
 * sign in, so the update is sent only once the code is right. Resend sends a new code; Cancel
 * keeps the form as it is. Loaded only when someone changes their mobile or email.
 */
export default function CodeDialog({ target, onConfirmed, onCancel }: CodeDialogProps) {
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [sent, setSent] = useState(false);

  // The code goes out as the dialog opens (once per dialog: it is keyed by its target).
  useEffect(() => {
    let live = true;
    sendCodeTo(target).then(
      () => live && setSent(true),
      (cause: unknown) => live && setError(sendOtpErrorText(cause)),
    );
    return () => {
      live = false;
    };
  }, [target]);
  const what = 'email' in target ? 'email address' : 'mobile number';

  const verify = async () => {
    if (code.trim() === '') {
      setError('Enter the code we sent you.');
      input.current?.focus();
      return;
    }
    setBusy('verify');
    setNote(null);
    try {
      await verifyCodeFor(target, code.trim());
      onConfirmed();
    } catch (cause) {
      setError(verifyOtpErrorText(cause));
      input.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    setCode('');
    try {
      await sendCodeTo(target);
      setSent(true);
      setNote('A new code has been sent.');
    } catch (cause) {
      setError(sendOtpErrorText(cause));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog.Root
      open
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
      initialFocusEl={() => input.current}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && busy === null) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Confirm your new {what}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="contact-code"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void verify();
                }}
              >
                <Stack gap="3">
                  <Dialog.Description>
                    {sent ? 'We sent a code to' : 'We are sending a code to'} {targetText(target)}. Enter it
                    to confirm that it is yours: you will sign in with it.
                  </Dialog.Description>
                  <Field.Root invalid={Boolean(error)} required>
                    <Field.Label>
                      Verification code
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      ref={input}
                      value={code}
                      onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={10}
                    />
                    {error && <Field.ErrorText>{error}</Field.ErrorText>}
                  </Field.Root>
                  {note && (
                    <Text role="status" fontSize="sm">
                      {note}
                    </Text>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button
                variant="ghost"
                onClick={() => void resend()}
                loading={busy === 'resend'}
                disabled={!online || busy !== null}
              >
                Resend code
              </Button>
              <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
                Cancel
              </Button>
              <Button
                type="submit"
                form="contact-code"
                colorPalette="blue"
                loading={busy === 'verify'}
                disabled={!online || busy === 'resend'}
              >
                Verify
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
