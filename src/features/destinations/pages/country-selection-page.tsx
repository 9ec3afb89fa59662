import { useAtomValue, useSetAtom } from 'jotai';
import {
  Alert,
  Box,
  Button,
  Grid,
  Heading,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { User } from '@/api/contract.ts';
import { FlowSteps } from '@/components/flow-steps.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { CHECKING_TEXT, KycStatusBanner, useKycSettled } from '@/features/kyc';
import { useUiOptions } from '@/features/ui-options';
import { useOnline } from '@/lib/use-online.ts';
import { DestinationCard } from '../components/destination-card.tsx';
import { useCorridors } from '../hooks/use-corridors.ts';
import { useSendPageRedirect } from '../hooks/use-send-page-redirect.ts';
import {
  COUNTRIES_LOAD_FAILED,
  SELECT_DESTINATION,
  destinationPath,
  destinationsFor,
  productBadge,
  type Destination,
} from '../model/destinations.ts';
import { selectedDestinationAtom } from '../state.ts';
import { FlashNote } from '@/components/flash-note.tsx';
import { routes } from '@/config/paths.ts';

const STEPS = [{ id: 'destination', label: SELECT_DESTINATION }];
/** Cards held in place while an SA sender's first list is on its way (no cache yet). */
const PLACEHOLDER_CARDS = 3;

function CountrySelection({ user }: { user: User }) {
  const options = useUiOptions();
  const online = useOnline();
  const { corridors, loading, error, retry } = useCorridors();
  const setSelected = useSetAtom(selectedDestinationAtom);
  const [, navigate] = useLocation();
  const destinations = destinationsFor(user.country, corridors);
  const transferTypes = options?.transfer_types.map((type) => type.type) ?? [];
  const unknown = corridors === undefined;
  // The verification banner sits above the cards: they wait for it (at most a few seconds), so
  // its arrival never pushes them down under a finger.
  const kycSettled = useKycSettled();

  const choose = (destination: Destination) => {
    setSelected(destination);
    navigate(destinationPath(destination));
  };

  return (
    <Stack gap="5" py="6">
      <Heading as="h1" size="xl">
        Send Money
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <FlowSteps label="Send money steps" steps={STEPS} current="destination" />
        <Stack as="section" aria-labelledby="destination-heading" gap="5" minW="0">
          <FlashNote path={routes.countrySelection.pattern} />
          {!kycSettled ? (
            <Stack direction="row" gap="3" align="center" role="status">
              <Spinner size="sm" />
              <Stack gap="0">
                <Text>{CHECKING_TEXT}</Text>
                <Text color="fg.muted">Loading the countries...</Text>
              </Stack>
            </Stack>
          ) : (
            <>
              <KycStatusBanner />
              <Stack gap="1">
                <Heading as="h2" size="lg" id="destination-heading">
                  {SELECT_DESTINATION}
                </Heading>
                <Text color="fg.muted">Choose the country you are sending money to.</Text>
              </Stack>
              {unknown && error && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Description>{COUNTRIES_LOAD_FAILED}</Alert.Description>
                  </Alert.Content>
                  <Button size="sm" variant="outline" onClick={retry} loading={loading} disabled={!online}>
                    Retry
                  </Button>
                </Alert.Root>
              )}
              <SimpleGrid
                as="ul"
                columns={{ base: 2, md: 3, xl: 4 }}
                gap="3"
                listStyleType="none"
                aria-label="Countries"
              >
                {destinations.map((destination) => (
                  <Box as="li" key={destination.code}>
                    <DestinationCard
                      destination={destination}
                      product={productBadge(destination, transferTypes)}
                      // Offline, a partner country cannot be set up (its currencies come from the partner).
                      disabled={!online && destination.corridor !== null}
                      onChoose={choose}
                    />
                  </Box>
                ))}
                {unknown &&
                  !error &&
                  Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
                    <Box as="li" key={`placeholder-${index}`} aria-hidden="true">
                      <Skeleton h="full" minH="28" borderRadius="l2" />
                    </Box>
                  ))}
              </SimpleGrid>
              {unknown && !error && online && (
                <Text role="status" srOnly>
                  Loading countries...
                </Text>
              )}
              {destinations.length > 1 && <OfflineNote action="send to a country other than Zimbabwe" />}
            </>
          )}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** /country-selection: where an SA sender picks the destination (UK senders go to /send-money). */
export default function CountrySelectionPage() {
  const user = useAtomValue(sessionUserAtom);
  const redirect = useSendPageRedirect('country-selection');
  if (!user || redirect) return null;
  return <CountrySelection user={user} />;
}
