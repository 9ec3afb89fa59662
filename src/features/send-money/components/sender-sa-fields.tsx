import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { UiOptions } from '@/api/contract.ts';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { tomorrowDay } from '@/lib/days.ts';
import type { SenderFormValues } from '../model/sender-details.ts';
import { needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from './sender-text-field.tsx';

/** SA senders also give their address, nationality and ID (with a foreign ID or permit number by type). */
export function SaFields({ options }: { options: UiOptions }) {
  const { control } = useFormContext<SenderFormValues>();
  const idType = useWatch({ control, name: 'id1_type' });
  const idTypes = options.id_types.sa.id1;
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Address
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="address_line_1"
          label="Address line 1"
          required
          input={{ autoComplete: 'address-line1' }}
        />
        <TextField name="address_line_2" label="Address line 2" input={{ autoComplete: 'address-line2' }} />
        <TextField name="city" label="City" required input={{ autoComplete: 'address-level2' }} />
        <TextField
          name="state_province"
          label="State/Province"
          required
          input={{ autoComplete: 'address-level1' }}
        />
        <TextField name="postal_code" label="Post code" required input={{ autoComplete: 'postal-code' }} />
        <SelectField
          name="nationality"
          label="Nationality"
          placeholder="Select your nationality"
          required
          options={options.nationalities.map((n) => ({ value: n.value, label: n.name }))}
        />
      </SimpleGrid>
      <Heading as="h3" size="md">
        Identity document
      </Heading>
      <ChoiceGroup
        name="id1_type"
        legend="ID type"
        required
        choices={idTypes.map((option) => ({ value: option.code, label: option.type }))}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="id1_details" label="ID number" required input={{ autoComplete: 'off' }} />
        <TextField name="id1_issue_place" label="ID issue place" required />
        <TextField
          name="id1_expiry"
          label="ID expiry date"
          required
          input={{ type: 'date', min: tomorrowDay(new Date()) }}
        />
        {needsForeignIdNumber(idType, idTypes) && (
          <TextField name="id3_details" label="Foreign ID number" required input={{ autoComplete: 'off' }} />
        )}
        {needsPermitNumber(idType, idTypes) && (
          <TextField
            name="id4_details"
            label="Resident permit number"
            required
            input={{ autoComplete: 'off' }}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
