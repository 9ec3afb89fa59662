import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { useOnline } from '@/lib/use-online.ts';
import { useMakePayment, type PayableTransaction } from '../hooks/use-make-payment.ts';
import { PAYMENT_INIT_ERROR_MS } from '../model/payment-errors.ts';

export interface MakePaymentButtonProps {
  transaction: PayableTransaction;
  /** True on the transaction detail page, which hides 'Payment Not Initiated.' (spec §8). */
  hideNotInitiated: boolean;
}

/**
 * Make Payment for a transaction awaiting payment: starts the payment and sends the browser to the
 * payment page. Disabled offline (with a note saying why) and from the first press on.
 */
export function MakePaymentButton({ transaction, hideNotInitiated }: MakePaymentButtonProps) {
  const online = useOnline();
  const { pay, busy, errors, clearErrors } = useMakePayment(transaction, { hideNotInitiated });
  return (
    <Stack gap="3" align="stretch">
      <ErrorBanner messages={errors} onDismiss={clearErrors} timeoutMs={PAYMENT_INIT_ERROR_MS} />
      <Button size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} onClick={pay} disabled={!online || busy}>
        {busy && <Spinner size="sm" aria-hidden="true" />}
        Make Payment
      </Button>
      {busy && (
        <Text role="status" fontSize="sm">
          Going to the payment page...
        </Text>
      )}
      <OfflineNote action="make a payment" />
    </Stack>
  );
}
