import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Alert, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { Beneficiary } from '@/api/contract.ts';
import { ChoiceButtons } from '@/components/choice-buttons.tsx';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { CORRIDORS_FAILED, PAYOUT_COUNTRIES_FAILED, useCorridors } from '@/features/destinations';
import { errorText } from '@/lib/api-error.ts';
import { useOnline } from '@/lib/use-online.ts';
import { MandatoryNote } from '@/components/mandatory-note.tsx';
import { routes } from '@/config/paths.ts';
import { CorridorBeneficiary } from '../components/corridor-beneficiary.tsx';
import { ZimbabweBeneficiaryForm } from '../components/zimbabwe-beneficiary-form.tsx';
import { useSaveToList } from '../hooks/use-save-to-list.ts';
import { ZIMBABWE_CHOICE, corridorChoices } from '../model/add-choices.ts';
import { NOT_REGISTERED } from '../model/messages.ts';
import { addedText, ZIMBABWE } from '../model/new-beneficiary.ts';

/**
 * /add-beneficiary: UK senders add a Zimbabwe beneficiary; SA senders first choose the country
 * (Zimbabwe, or one of the payout partner's) and get its form: Zimbabwe's, or the other-countries
 * flow's add form with its verification. Either way, once added, on to /beneficiaries. A sender
 * not yet registered (no remitter id) is told what to do first instead of that form: its
 * verification and creation need the remitter id.
 */
export default function AddBeneficiaryPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <Stack gap="4" py="2" maxW="xl">
      <Heading as="h1" size="xl">
        Add Beneficiary
      </Heading>
      <MandatoryNote />
      {user?.country === 'SA' ? (
        <CountryThenForm registered={Boolean(user.remitter_id?.trim())} />
      ) : (
        <ZimbabweBeneficiaryForm />
      )}
    </Stack>
  );
}

function CountryThenForm({ registered }: { registered: boolean }) {
  const [, navigate] = useLocation();
  const saveToList = useSaveToList();
  const corridors = useCorridors();
  const online = useOnline();
  const choices = corridorChoices(corridors.corridors);
  const [country, setCountry] = useState(ZIMBABWE_CHOICE);
  const corridor = choices.find((candidate) => candidate.code === country);
  const onAdded = (beneficiary: Beneficiary) => void saveToList(beneficiary, addedText);

  return (
    <Stack gap="4">
      <ChoiceButtons
        legend="Country"
        required
        choices={[
          { value: ZIMBABWE_CHOICE, label: ZIMBABWE },
          ...choices.map(({ code, name }) => ({ value: code, label: name })),
        ]}
        value={country}
        inputProps={{ name: 'country', onChange: (event) => setCountry(event.target.value) }}
      />
      {corridors.corridors === undefined && corridors.loading && (
        <HStack gap="2" role="status">
          <Spinner size="xs" aria-hidden="true" />
          <Text fontSize="sm">Loading more countries...</Text>
        </HStack>
      )}
      {corridors.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PAYOUT_COUNTRIES_FAILED}</Alert.Title>
            <Alert.Description>{errorText(corridors.error, { server: CORRIDORS_FAILED })}</Alert.Description>
          </Alert.Content>
          {/* Offline it waits: the list is asked for again when the connection returns. */}
          <Button
            size="xs"
            variant="outline"
            onClick={corridors.retry}
            loading={corridors.loading}
            disabled={!online}
          >
            Try again
          </Button>
        </Alert.Root>
      )}
      {corridor && !registered ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{NOT_REGISTERED}</Alert.Description>
        </Alert.Root>
      ) : corridor ? (
        <CorridorBeneficiary
          key={corridor.code}
          corridor={corridor}
          onAdded={onAdded}
          onCancel={() => navigate(routes.beneficiaries.pattern)}
        />
      ) : (
        <ZimbabweBeneficiaryForm />
      )}
    </Stack>
  );
}
