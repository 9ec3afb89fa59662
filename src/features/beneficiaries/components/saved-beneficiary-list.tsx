import { useMemo, type ReactNode } from 'react';
import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { lastUpdatedText } from '@/lib/date-text.ts';
import { useOnline } from '@/lib/use-online.ts';
import { beneficiariesErrorMessages } from '../api/get-beneficiaries.ts';
import type { BeneficiaryList } from '../hooks/use-beneficiary-list.ts';
import { ADD_BENEFICIARY_TO_CONTINUE, noBeneficiariesFor } from '../model/messages.ts';

export interface SavedBeneficiaryListProps {
  list: BeneficiaryList;
  /** The saved beneficiaries the send flow offers (in its country); undefined while not known. */
  beneficiaries: Beneficiary[] | undefined;
  /** The destination country's name: 'No beneficiaries found for {country}'. */
  country: string;
  /** The picker, given the beneficiaries when there are some. */
  children: (beneficiaries: Beneficiary[]) => ReactNode;
}

function Loading() {
  return (
    <HStack gap="3" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>Loading your saved beneficiaries...</Text>
    </HStack>
  );
}

/**
 * A send flow's saved beneficiaries: the picker, or why it is not there (loading, none in the
 * country, not loaded, offline), with 'Last updated' when the list is the cached copy and Retry
 * after a failure. None found is said only of a list this screen loaded or one that cannot be
 * loaded now (offline): while a refresh of the cached copy is out, it is still loading.
 */
export function SavedBeneficiaryList({ list, beneficiaries, country, children }: SavedBeneficiaryListProps) {
  const online = useOnline();
  const none = beneficiaries !== undefined && beneficiaries.length === 0;
  const canRetry = online && !list.refreshing && (list.error !== undefined || (none && !list.known));
  const stale = !online || list.fromCache || list.error !== undefined;

  let body;
  if (beneficiaries === undefined || (none && list.refreshing && list.fromCache)) body = <Loading />;
  else if (none && !list.known)
    body = (
      <Text>
        {online
          ? 'Your saved beneficiaries could not be loaded.'
          : 'You are offline. Your saved beneficiaries show here once you are back online.'}
      </Text>
    );
  else if (none)
    body = (
      <Stack gap="1">
        <Text fontWeight="semibold">{noBeneficiariesFor(country)}</Text>
        <Text>{ADD_BENEFICIARY_TO_CONTINUE}</Text>
      </Stack>
    );
  else body = children(beneficiaries);

  return (
    <Stack gap="3">
      {body}
      {(canRetry || (stale && list.lastUpdated !== undefined)) && (
        <HStack gap="3" flexWrap="wrap">
          {stale && list.lastUpdated !== undefined && (
            <Text fontSize="sm" color="fg.muted">
              {lastUpdatedText(list.lastUpdated)}
            </Text>
          )}
          {canRetry && (
            <Button size="xs" variant="outline" onClick={list.refresh}>
              Retry
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}

const NO_MESSAGES: readonly string[] = [];

/**
 * The list's failure as spec §8 words it (the server's error text, else 'Error loading
 * beneficiaries. Please try again.'), closing after `timeoutMs`.
 */
export function BeneficiaryListError({ list, timeoutMs }: { list: BeneficiaryList; timeoutMs: number }) {
  // One array per error, so the banner's timer is not restarted by every re-render.
  const messages = useMemo(
    () => (list.error ? beneficiariesErrorMessages(list.error) : NO_MESSAGES),
    [list.error],
  );
  return <ErrorBanner messages={messages} onDismiss={list.clearError} timeoutMs={timeoutMs} />;
}
