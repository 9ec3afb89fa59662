import { memo, useDeferredValue, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Box, Center, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'wouter';
import { sessionUserAtom } from '@/lib/session/user.ts';
import {
  BankInstruction,
  PaymentStatusNote,
  PollErrorBanner,
  isBankTransferMethod,
} from '@/features/payments';
import { useUiOptions } from '@/features/ui-options';
import type { Transaction, UiOptions } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FlashNote } from '@/components/flash-note.tsx';
import { href, routes } from '@/config/paths.ts';
import { warmOne } from '../api/warm-cache.ts';
import { useOnline } from '@/lib/use-online.ts';
import { PaymentSection } from '../components/payment-section.tsx';
import { SendAgainButton } from '@/components/send-again-button.tsx';
import { PrintCompany, PrintStyles } from '../components/print-styles.tsx';
import { ReceiptSection } from '../components/receipt-section.tsx';
import { RefreshStatus } from '../components/refresh-status.tsx';
import { ShareTransfer } from '../components/share-transfer.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TransferTimeline } from '../components/transfer-timeline.tsx';
import { useMarkSeen } from '../hooks/use-mark-seen.ts';
import { useTransaction } from '../hooks/use-transaction.ts';
import { useTransactionPoll } from '../hooks/use-transaction-poll.ts';
import { formatTransactionDate } from '../model/dates.ts';
import { detailFields } from '../model/detail-fields.ts';
import { companyLines } from '../model/receipt.ts';
import { isAwaitingPayment } from '../model/status.ts';
import { shownTransaction } from '../model/shown-transaction.ts';

const NONE: readonly string[] = [];

/** The slug of the transaction page the browser is on, if any. */
function slugFromLocation(): string {
  const prefix = routes.transactionDetail.pattern.slice(0, routes.transactionDetail.pattern.indexOf(':'));
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  if (!path.startsWith(prefix)) return '';
  try {
    return decodeURIComponent(path.slice(prefix.length).replace(/\/$/, ''));
  } catch {
    return '';
  }
}

/** Reads the cached transaction while the layout loads, so it is on screen with the page (route table). */
export function warmCache(): void {
  warmOne(slugFromLocation());
}

interface BodyProps {
  transaction: Transaction;
  options: UiOptions | undefined;
  country: string | undefined;
  /** The sender's first name, for the message shared with the beneficiary. */
  senderFirstName: string | null | undefined;
}

/**
 * The transaction itself: its status, payment, timeline, details, receipt and the share with the
 * beneficiary. Memoised, so the page's other renders (a refresh starting or ending, a poll's
 * answer) do not render it again.
 */
const TransactionBody = memo(function TransactionBody({
  transaction,
  options,
  country,
  senderFirstName,
}: BodyProps) {
  const fields = useMemo(() => detailFields(transaction, options, country), [transaction, options, country]);
  const awaiting = isAwaitingPayment(transaction.status);
  const bank = isBankTransferMethod(transaction.payment_method, options, country);
  return (
    <>
      <HStack gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">Status</Text>
        <StatusBadge status={transaction.status} />
        <Box ms="auto" data-print-hide>
          <SendAgainButton source={{ kind: 'transaction', transaction }} />
        </Box>
      </HStack>
      {awaiting && <PaymentSection transaction={transaction} options={options} country={country} />}
      <TransferTimeline
        status={transaction.status}
        created={formatTransactionDate(transaction.creation_date) || undefined}
      />
      <Stack as="section" aria-labelledby="details-heading" gap="3">
        <Heading as="h2" size="lg" id="details-heading">
          Details
        </Heading>
        <DetailList items={fields} />
      </Stack>
      {!awaiting && bank && <BankInstruction bank={options?.bank} />}
      <ReceiptSection transaction={transaction} options={options} country={country} />
      <ShareTransfer
        transaction={transaction}
        options={options}
        country={country}
        senderFirstName={senderFirstName}
      />
    </>
  );
});

/** /transactions/:slug: every field of a transaction, Make Payment while it awaits payment, the poll. */
export default function TransactionDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const user = useAtomValue(sessionUserAtom);
  const options = useUiOptions();
  const online = useOnline();
  const one = useTransaction(slug);
  // The transaction on screen follows the hook's one render behind, in a render React may pause
  // for the browser: the server's copy replacing the cached one (or a first visit's answer) would
  // otherwise render every section again in one task (100 ms and more on a slow phone). Never the
  // transaction before, once the page has moved to another (shownTransaction).
  const shown = shownTransaction(useDeferredValue(one.transaction), one.transaction);
  const poll = useTransactionPoll(slug, one.transaction, one.refresh);
  useMarkSeen(one.transaction);

  let body;
  if (shown) {
    body = (
      <TransactionBody
        transaction={shown}
        options={options}
        country={user?.country}
        senderFirstName={user?.first_name}
      />
    );
  } else if (one.transaction || one.reading || (one.refreshing && !one.error)) {
    body = (
      <Center py="10" gap="3">
        <Spinner aria-hidden="true" />
        <Text>Loading the transaction...</Text>
      </Center>
    );
  } else {
    body = (
      <Text>
        {online
          ? 'This transaction could not be loaded.'
          : 'You are offline. This transaction shows here once you are back online.'}
      </Text>
    );
  }

  return (
    <Stack gap="5" py="2" maxW="4xl">
      <PrintStyles />
      <PrintCompany lines={companyLines(options, user?.country)} />
      <Link asChild variant="underline" colorPalette="blue" alignSelf="start" data-print-hide="">
        <RouterLink href={routes.transactions.pattern}>Back to transactions</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Transaction Details
        </Heading>
        <Text color="fg.muted">Reference {shown?.trans_ref ?? slug}</Text>
      </Stack>
      <FlashNote path={href.transactionDetail(slug)} />
      <RefreshStatus
        lastUpdated={one.lastUpdated}
        fromCache={one.fromCache}
        refreshing={one.refreshing}
        failed={one.error !== undefined}
        onRefresh={() => void one.refresh()}
      />
      <ErrorBanner messages={one.error?.messages ?? NONE} onDismiss={one.clearError} />
      <PollErrorBanner error={poll.error} hideNotInitiated />
      <PaymentStatusNote result={poll.result} outcome={poll.outcome} />
      {body}
    </Stack>
  );
}
