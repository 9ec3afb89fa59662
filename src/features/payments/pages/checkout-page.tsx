import { useEffect, useRef, useState } from 'react';
import { Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'wouter';
import { OfflineNote } from '@/components/offline-note.tsx';
import { href } from '@/config/paths.ts';
import { PaymentStatusNote } from '../components/payment-status-note.tsx';
import { PollErrorBanner } from '../components/poll-error-banner.tsx';
import { usePaymentPoll } from '../hooks/use-payment-poll.ts';
import { markPaymentStarted, wasPaymentStarted } from '../model/payment-started.ts';
import { transactionSettled } from '../api/transaction-settled.ts';
import { isPaymentFailure, isPaymentSettled, pollKnowsState, readsTransaction } from '../model/poll-state.ts';

/**
 * /checkout/:reference, where the payment page returns after a payment by any method other than
 * the card: says the payment is being processed, polls its status and, once it has settled, goes
 * on to the transaction (a link leads there at any time).
 */
export default function CheckoutPage() {
  const { reference = '' } = useParams<{ reference: string }>();
  const [, navigate] = useLocation();
  const [settled, setSettled] = useState(false);
  const lastRead = useRef<{ message: string | undefined; since: number } | null>(null);
  const { result, error } = usePaymentPoll(reference, {
    active: !settled,
    onResult: (answer) => {
      if (isPaymentSettled(answer)) return setSettled(true);
      if (pollKnowsState(answer)) return;
      // The poll promises only a message: the transaction's own status says when it is paid,
      // read when the message changes (and every half minute), never on every poll.
      const read = lastRead.current;
      const reads = read === null || readsTransaction(read.message, answer.message, read.since + 1);
      lastRead.current = { message: answer.message, since: reads ? 0 : (read?.since ?? 0) + 1 };
      if (reads) {
        void transactionSettled(reference).then(
          (moved) => moved && setSettled(true),
          () => undefined,
        );
      }
    },
  });
  // The poll's failure (a payment cancelled on the payment page) settles it too: the transaction
  // page says it failed.
  const done = settled || isPaymentFailure(error);

  useEffect(() => {
    // Back from the payment page: the transaction page keeps polling until the payment settles.
    if (reference && !wasPaymentStarted(reference)) markPaymentStarted(reference);
  }, [reference]);

  useEffect(() => {
    if (done) navigate(href.transactionDetail(reference), { replace: true });
  }, [done, reference, navigate]);

  return (
    <Stack gap="5" py="2" maxW="2xl">
      <Heading as="h1" size="xl">
        Your payment is being processed
      </Heading>
      <Text>
        Thank you. We are confirming the payment for transaction {reference}. This page updates by itself and
        takes you to your transaction once the payment is confirmed.
      </Text>
      {!done && (
        <HStack gap="3">
          <Spinner size="sm" aria-hidden="true" />
          <Text>Checking the payment...</Text>
        </HStack>
      )}
      <PaymentStatusNote result={result} />
      <PollErrorBanner error={error} hideNotInitiated={false} />
      <OfflineNote action="check your payment" />
      <Link asChild variant="underline" colorPalette="blue" alignSelf="start">
        <RouterLink href={href.transactionDetail(reference)}>View transaction {reference}</RouterLink>
      </Link>
    </Stack>
  );
}
