import { useDeferredValue, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Center, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { remitoneStatusAtom, sessionUserAtom } from '@/lib/session/user.ts';
import { RefreshStatus } from '@/features/transactions';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FieldFrame } from '@/components/field-frame.tsx';
import { FlashNote } from '@/components/flash-note.tsx';
import { routes } from '@/config/paths.ts';
import { MEDIA, useMediaQuery } from '@/lib/use-media-query.ts';
import { useOnline } from '@/lib/use-online.ts';
import { beneficiariesErrorMessages } from '../api/get-beneficiaries.ts';
import { warmBeneficiaries } from '../api/warm-cache.ts';
import { BeneficiaryCards } from '../components/beneficiary-cards.tsx';
import { BeneficiariesTable } from '../components/beneficiaries-table.tsx';
import { useBeneficiaryList } from '../hooks/use-beneficiary-list.ts';
import {
  FILTER_FROM,
  addBeneficiaryHref,
  noMatchText,
  showsCountry,
  shownCount,
  shownText,
} from '../model/list-view.ts';
import { NO_BENEFICIARIES } from '../model/messages.ts';
import { beneficiarySearch } from '../model/search.ts';

const HEADING_ID = 'beneficiaries-heading';
const NONE: readonly string[] = [];

/** Reads the cached rows while the layout loads, so they are on screen with the page (route table). */
export function warmCache(): void {
  warmBeneficiaries();
}

/**
 * /beneficiaries: the user's beneficiaries (first, middle and last name, mobile, Update), a table
 * on desktop and cards on phones, from the cache at once, then refreshed; a filter once the list
 * is long; Add New Beneficiary.
 */
export default function BeneficiariesPage() {
  const user = useAtomValue(sessionUserAtom);
  const status = useAtomValue(remitoneStatusAtom);
  const online = useOnline();
  const desktop = useMediaQuery(MEDIA.md);
  const list = useBeneficiaryList();
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const deferredQuery = useDeferredValue(query);

  const all = list.rows;
  const search = useMemo(() => beneficiarySearch(all ?? []), [all]);
  const matches = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  const showCountry = useMemo(() => showsCountry(all ?? []), [all]);
  const shown = shownCount(matches.length, pages);
  const rows = useMemo(() => matches.slice(0, shown), [matches, shown]);
  const more = shownText(shown, matches.length);
  const failedUnknown = all !== undefined && all.length === 0 && !list.known && list.error !== undefined;

  let body;
  if (all === undefined || (all.length === 0 && !list.known && list.refreshing)) {
    body = (
      <Center py="10" gap="3">
        <Spinner aria-hidden="true" />
        <Text>Loading your beneficiaries...</Text>
      </Center>
    );
  } else if (failedUnknown) {
    body = (
      <Stack gap="3" align="start" role="alert">
        {beneficiariesErrorMessages(list.error).map((text) => (
          <Text key={text}>{text}</Text>
        ))}
      </Stack>
    );
  } else if (all.length === 0 && !list.known && list.enabled) {
    body = (
      <Text>
        {online
          ? 'Your beneficiaries could not be loaded. Please try again.'
          : 'You are offline. Your beneficiaries show here once you are back online.'}
      </Text>
    );
  } else if (all.length === 0) {
    body = <Text>{NO_BENEFICIARIES}</Text>;
  } else if (rows.length === 0) {
    body = <Text role="status">{noMatchText(deferredQuery)}</Text>;
  } else if (desktop) {
    body = <BeneficiariesTable rows={rows} labelledBy={HEADING_ID} showCountry={showCountry} />;
  } else {
    body = <BeneficiaryCards rows={rows} labelledBy={HEADING_ID} showCountry={showCountry} />;
  }

  return (
    <Stack gap="4" py="2">
      <HStack justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl" id={HEADING_ID}>
          Beneficiaries
        </Heading>
        <Button asChild>
          <RouterLink href={addBeneficiaryHref(user?.country, status)}>Add New Beneficiary</RouterLink>
        </Button>
      </HStack>
      <FlashNote path={routes.beneficiaries.pattern} />
      {list.enabled && (
        <RefreshStatus
          lastUpdated={list.lastUpdated}
          fromCache={list.fromCache}
          refreshing={list.refreshing}
          failed={list.error !== undefined}
          onRefresh={list.refresh}
        />
      )}
      {!failedUnknown && (
        <ErrorBanner
          messages={list.error ? beneficiariesErrorMessages(list.error) : NONE}
          onDismiss={list.clearError}
        />
      )}
      {all !== undefined && all.length > FILTER_FROM && (
        <FieldFrame label="Filter beneficiaries" helperText="By name or mobile number.">
          <Input
            type="search"
            value={query}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setPages(1);
            }}
          />
        </FieldFrame>
      )}
      {body}
      {more && (
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
          <Text color="fg.muted" role="status">
            {more}
          </Text>
          <Button variant="outline" onClick={() => setPages((page) => page + 1)}>
            Show more beneficiaries
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
