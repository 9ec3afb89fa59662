import { useDeferredValue, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { remitoneStatusAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { useUiOptions } from '@/features/ui-options';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FlashNote } from '@/components/flash-note.tsx';
import { routes } from '@/config/paths.ts';
import { useOnline } from '@/lib/use-online.ts';
import { LockedNote } from '../components/locked-note.tsx';
import { NotificationsSetting } from '../components/notifications-setting.tsx';
import { RefreshStatus } from '../components/refresh-status.tsx';
import { TransactionCards } from '../components/transaction-cards.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { useIsDesktop } from '../hooks/use-is-desktop.ts';
import { useMovedOnMarks } from '../hooks/use-moved-on-marks.ts';
import { useTransactionList } from '../hooks/use-transaction-list.ts';
import { warmList } from '../api/warm-cache.ts';
import { NO_TRANSACTIONS, listRow } from '../model/list-row.ts';
import { shownCount, shownText } from '../model/paging.ts';
import { canOpenTransaction } from '../model/status.ts';

const HEADING_ID = 'transactions-heading';

/** Reads the cached rows while the layout loads, so they are on screen with the page (route table). */
export function warmCache(): void {
  warmList();
}

/** /transactions: the user's transactions, a table on desktop and cards on phones. */
export default function TransactionsPage() {
  const user = useAtomValue(sessionUserAtom);
  const options = useUiOptions();
  const online = useOnline();
  const desktop = useIsDesktop();
  // The page follows the list one render behind, in a render React may pause for the browser: the
  // answer that brings a first visit's rows would otherwise format and style them all in one task
  // (150 ms and more on a slow phone). A reload's cached rows are there from the first render.
  const list = useDeferredValue(useTransactionList());
  // A locked account may see its transactions but not open them (spec: route guard).
  const canOpen = canOpenTransaction(useAtomValue(remitoneStatusAtom));
  const [pages, setPages] = useState(1);
  const total = list.rows?.length ?? 0;
  const shown = shownCount(total, pages);
  const onScreen = useMemo(() => list.rows?.slice(0, shown), [list.rows, shown]);
  const marks = useMovedOnMarks(list, onScreen);
  // Only the rows on screen are formatted: hundreds of them would cost a slow phone its taps.
  const rows = useMemo(
    () =>
      onScreen?.map((transaction) => ({
        ...listRow(transaction, options, user?.country),
        movedOn: marks.get(transaction.trans_ref),
      })),
    [onScreen, marks, options, user?.country],
  );
  const more = shownText(shown, total);

  const loading = rows === undefined || (rows.length === 0 && !list.known && list.refreshing);
  let body;
  if (loading) {
    body = (
      <Center py="10" gap="3">
        <Spinner aria-hidden="true" />
        <Text>Loading your transactions...</Text>
      </Center>
    );
  } else if (rows.length === 0 && !list.known) {
    body = (
      <Text>
        {online
          ? 'Your transactions could not be loaded. Please try again.'
          : 'You are offline. Your transactions show here once you are back online.'}
      </Text>
    );
  } else if (rows.length === 0) {
    body = <Text>{NO_TRANSACTIONS}</Text>;
  } else if (desktop) {
    body = <TransactionsTable rows={rows} labelledBy={HEADING_ID} canOpen={canOpen} />;
  } else {
    body = <TransactionCards rows={rows} labelledBy={HEADING_ID} canOpen={canOpen} />;
  }

  return (
    <Stack gap="4" py="2">
      <Heading as="h1" size="xl" id={HEADING_ID}>
        Transactions
      </Heading>
      <FlashNote path={routes.transactions.pattern} />
      <RefreshStatus
        lastUpdated={list.lastUpdated}
        fromCache={list.fromCache}
        refreshing={list.refreshing}
        failed={list.error !== undefined}
        onRefresh={list.refresh}
      />
      <ErrorBanner messages={list.error?.messages ?? NONE} onDismiss={list.clearError} />
      {!canOpen && rows !== undefined && rows.length > 0 && <LockedNote />}
      {body}
      {more && (
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
          <Text color="fg.muted" role="status">
            {more}
          </Text>
          <Button variant="outline" onClick={() => setPages((page) => page + 1)}>
            Show more transactions
          </Button>
        </Stack>
      )}
      {/* With the rows, not before them: appearing later, it would push nothing on screen. */}
      {list.key && !loading && <NotificationsSetting userKey={list.key} />}
    </Stack>
  );
}

const NONE: readonly string[] = [];
