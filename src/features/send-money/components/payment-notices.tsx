import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { href, routes } from '@/config/paths.ts';
import type { PaymentRun } from '../hooks/use-payment-run.ts';

/** Under a confirm error: where to look before trying again. */
export const CHECK_TRANSACTIONS_TEXT =
  'If you are not sure whether your transaction went through, check Transactions first: a transaction there that is awaiting payment can be paid from its page. Make Payment tries the same transaction again; it is never made twice.';

/** Under a payment-initiation error: the transaction exists and awaits payment. */
export const AWAITING_PAYMENT_TEXT = 'Your transaction is confirmed and awaiting payment.';

const linkProps = { variant: 'underline', colorPalette: 'blue', fontWeight: 'semibold' } as const;

/**
 * The payment run's messages (for the spec's times), and while it stopped on an error after a
 * transaction may exist, a lasting note pointing to Transactions or to the transaction.
 */
export function PaymentNotices({ run }: { run: PaymentRun }) {
  const { stage, notice, dismissNotice } = run;
  const { reference, failed } = run.checkout.state;
  const initiateFailed = failed === 'initiate' && reference;
  return (
    <>
      <ErrorBanner
        messages={notice?.messages ?? []}
        onDismiss={dismissNotice}
        timeoutMs={notice?.timeoutMs}
      />
      {stage === 'confirm-error' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {CHECK_TRANSACTIONS_TEXT}{' '}
            <Link asChild {...linkProps}>
              <RouterLink href={routes.transactions.pattern}>View Transactions</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      )}
      {initiateFailed && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>
            {AWAITING_PAYMENT_TEXT} Reference {reference}.{' '}
            <Link asChild {...linkProps}>
              <RouterLink href={href.transactionDetail(reference)}>View Transaction</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}
