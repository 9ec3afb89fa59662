import { Suspense, useState } from 'react';
import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary, Corridor } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import {
  BeneficiaryCombobox,
  BeneficiaryListError,
  LazyCrossBorderBeneficiaryForm,
  SavedBeneficiaryList,
  beneficiaryMobile,
  beneficiaryName,
} from '@/features/beneficiaries';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { formatMoney } from '@/lib/money.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useBeneficiaryChoice } from '../hooks/use-beneficiary-choice.ts';
import type { AmountsState } from '../model/amount-form.ts';
import { STEP_BENEFICIARY, addCountryBeneficiary } from '../model/messages.ts';
import { StepHeading } from '@/components/step-heading.tsx';

export interface BeneficiaryStepProps {
  corridor: Corridor;
  amounts: AmountsState;
  onBack: () => void;
  onContinue: (beneficiary: Beneficiary) => void;
}

const OFFLINE_LIST =
  'You are offline. These are your saved beneficiaries as last loaded on this device; adding one needs a connection.';

/** The chosen beneficiary's name, mobile, account number, bank and branch. */
function ChosenBeneficiary({ beneficiary }: { beneficiary: Beneficiary }) {
  const items = [
    { label: 'Name', value: beneficiaryName(beneficiary) },
    { label: 'Mobile', value: beneficiaryMobile(beneficiary) },
    { label: 'Account number', value: beneficiary.account_number || beneficiary.account || '—' },
    { label: 'Bank', value: beneficiary.bank_name || beneficiary.bank || '—' },
    { label: 'Branch', value: beneficiary.bank_branch || beneficiary.bank_code || '—' },
  ];
  return (
    <Box
      as="section"
      aria-label="Selected beneficiary"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
    >
      <DetailList items={items} />
    </Box>
  );
}

/** Step 2, Beneficiary Details: a saved beneficiary in the country, or a new one added here. */
export function BeneficiaryStep({ corridor, amounts, onBack, onContinue }: BeneficiaryStepProps) {
  const online = useOnline();
  const { list, offered, selectedId, setSelectedId, selected, chooseAdded, pickerKey } = useBeneficiaryChoice(
    corridor,
    amounts.deliveryOption,
  );
  const [adding, setAdding] = useState(false);

  const onAdded = (beneficiary: Beneficiary) => {
    chooseAdded(beneficiary);
    setAdding(false);
    list.refresh();
  };

  return (
    <Stack gap="5">
      <StepHeading>{STEP_BENEFICIARY}</StepHeading>
      <DetailList
        items={[
          { label: 'Country', value: corridor.name },
          {
            label: 'Amount to be received',
            value: formatMoney(amounts.amount_to_receive, amounts.destination_currency),
          },
        ]}
      />
      <BeneficiaryListError list={list} timeoutMs={SEND_ERROR_MS.beneficiary} />
      {!online && (
        <Text role="status" color="fg.warning" fontSize="sm">
          {OFFLINE_LIST}
        </Text>
      )}
      <SavedBeneficiaryList list={list} beneficiaries={offered} country={corridor.name}>
        {(beneficiaries) => (
          <BeneficiaryCombobox
            key={pickerKey}
            beneficiaries={beneficiaries}
            selectedId={selectedId}
            onSelect={setSelectedId}
          />
        )}
      </SavedBeneficiaryList>
      {selected && <ChosenBeneficiary beneficiary={selected} />}
      {adding ? (
        <Stack as="section" aria-labelledby="add-heading" gap="4" p="4" borderWidth="1px" borderRadius="l3">
          <Heading as="h3" size="md" id="add-heading">
            {addCountryBeneficiary(corridor.name)}
          </Heading>
          <Suspense
            fallback={
              <HStack gap="3" role="status">
                <Spinner size="sm" aria-hidden="true" />
                <Text>Loading the form...</Text>
              </HStack>
            }
          >
            <LazyCrossBorderBeneficiaryForm
              corridor={corridor}
              deliveryOption={amounts.deliveryOption}
              onAdded={onAdded}
              onCancel={() => setAdding(false)}
            />
          </Suspense>
        </Stack>
      ) : (
        <Stack gap="2" align="start">
          <Button variant="outline" onClick={() => setAdding(true)} disabled={!online}>
            {addCountryBeneficiary(corridor.name)}
          </Button>
          <OfflineNote action="add a beneficiary" />
        </Stack>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button disabled={!selected} onClick={() => selected && onContinue(selected)}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
