import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import {
  ADD_BENEFICIARY_TO_CONTINUE,
  noBeneficiariesFor,
  type BeneficiaryList,
} from '@/features/beneficiaries';
import { lastUpdatedText } from '@/lib/date-text.ts';
import { useOnline } from '@/lib/use-online.ts';
import { BeneficiaryCombobox } from './beneficiary-combobox.tsx';

export interface SavedBeneficiariesProps {
  list: BeneficiaryList;
  /** The saved beneficiaries in Zimbabwe (undefined while not known). */
  beneficiaries: Beneficiary[] | undefined;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
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
 * The saved beneficiaries: the searchable dropdown, or why it is not there (loading, none saved,
 * not loaded, offline), with 'Last updated' when the list is the cached copy and Retry after a failure.
 */
export function SavedBeneficiaries({ list, beneficiaries, selectedId, onSelect }: SavedBeneficiariesProps) {
  const online = useOnline();
  const none = beneficiaries !== undefined && beneficiaries.length === 0;
  const canRetry = online && !list.refreshing && (list.error !== undefined || (none && !list.known));
  const stale = !online || list.fromCache || list.error !== undefined;

  let body;
  if (beneficiaries === undefined || (none && !list.known && list.refreshing)) body = <Loading />;
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
        <Text fontWeight="semibold">{noBeneficiariesFor('Zimbabwe')}</Text>
        <Text>{ADD_BENEFICIARY_TO_CONTINUE}</Text>
      </Stack>
    );
  else
    body = <BeneficiaryCombobox beneficiaries={beneficiaries} selectedId={selectedId} onSelect={onSelect} />;

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
