import { Suspense, useState } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary, Corridor } from '@/api/contract.ts';
import { ChoiceButtons } from '@/components/choice-buttons.tsx';
import {
  DELIVERY_LABELS,
  deliveryOptions,
  initialDelivery,
  type DeliveryOption,
} from '../model/add-choices.ts';
import { LazyCrossBorderBeneficiaryForm } from './lazy-cross-border-form.tsx';

export interface CorridorBeneficiaryProps {
  corridor: Corridor;
  onAdded: (beneficiary: Beneficiary) => void;
  onCancel: () => void;
}

/**
 * A beneficiary in one of the payout partner's countries: the delivery first when the country has
 * both (wallet or bank decides what is verified), then the cross-border add form.
 */
export function CorridorBeneficiary({ corridor, onAdded, onCancel }: CorridorBeneficiaryProps) {
  const options = deliveryOptions(corridor);
  const [delivery, setDelivery] = useState<DeliveryOption | undefined>(() => initialDelivery(corridor));
  return (
    <Stack gap="4">
      {options.length > 1 ? (
        <ChoiceButtons
          legend={`How will they receive the money in ${corridor.name}?`}
          required
          choices={options.map((value) => ({ value, label: DELIVERY_LABELS[value] }))}
          value={delivery ?? ''}
          inputProps={{
            name: 'delivery_option',
            onChange: (event) => setDelivery(event.target.value as DeliveryOption),
          }}
        />
      ) : (
        <Text>
          Delivery in {corridor.name}: {delivery ? DELIVERY_LABELS[delivery] : ''}
        </Text>
      )}
      {delivery && (
        <Suspense
          fallback={
            <Center py="6" gap="3">
              <Spinner aria-hidden="true" />
              <Text>Loading the form...</Text>
            </Center>
          }
        >
          <LazyCrossBorderBeneficiaryForm
            key={`${corridor.code}-${delivery}`}
            corridor={corridor}
            deliveryOption={delivery}
            onAdded={onAdded}
            onCancel={onCancel}
          />
        </Suspense>
      )}
    </Stack>
  );
}
