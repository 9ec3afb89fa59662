import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Country, KycTier, UiOptions } from '@/api/contract.ts';
import {
  AddressFields,
  FileField,
  idTypesOf,
  issueCountries,
  proofTypesOf,
  TextInputField,
  type UpgradeTarget,
} from '@/features/profile';
import { tomorrowDay } from '@/lib/days.ts';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { idNeeds } from '../model/upgrade-rules.ts';
import { asksForIdentity, type UpgradeValues } from '../model/upgrade-values.ts';

/** The fields whose checks follow the ID type. */
const ID_TYPE_DEPENDANTS = ['id1_scan2', 'id2', 'id2_type', 'id3_details', 'id4_details'];

export interface UpgradeFieldsProps {
  country: Country;
  tier: KycTier;
  target: UpgradeTarget;
  options: UiOptions;
}

/**
 * The upgrade form's fields: from lite, the address (with the UK postcode lookup), nationality and
 * ID (type from the options' id_types, details, issue place and country, expiry, the ID file, and
 * what the type calls for); otherwise the email; for unlimited, the source-of-funds file, always.
 */
export function UpgradeFields({ country, tier, target, options }: UpgradeFieldsProps) {
  const identity = asksForIdentity(tier);
  const idTypes = idTypesOf(options, country);
  const { control } = useFormContext<UpgradeValues>();
  const idType = useWatch({ control, name: 'id1_type' });
  const needs = idNeeds(country, idType, idTypes);
  const uk = country === 'UK';
  const typeChoices = (list: { code: string; type: string }[]) =>
    list.map((option) => ({ value: option.code, label: option.type }));
  return (
    <Stack gap="8">
      {identity && (
        <Stack as="section" aria-labelledby="address-heading" gap="4">
          <Heading as="h2" size="md" id="address-heading">
            Your address
          </Heading>
          <AddressFields country={country} required postCodeRequired />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              name="nationality"
              label="Nationality"
              placeholder="Select your nationality"
              required
              options={options.nationalities.map((item) => ({ value: item.value, label: item.name }))}
            />
          </SimpleGrid>
        </Stack>
      )}

      {identity && (
        <Stack as="section" aria-labelledby="id-heading" gap="4">
          <Heading as="h2" size="md" id="id-heading">
            Your photo ID
          </Heading>
          <ChoiceGroup
            name="id1_type"
            legend="ID type"
            required
            choices={typeChoices(idTypes)}
            options={{ deps: ID_TYPE_DEPENDANTS }}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInputField name="id1_details" label="ID number" required input={{ autoComplete: 'off' }} />
            <TextInputField name="id1_issue_place" label="ID issue place" required />
            <SelectField
              name="id1_issue_country"
              label="ID issue country"
              placeholder="Select the country"
              required
              options={issueCountries(options)}
            />
            <TextInputField
              name="id1_expiry"
              label="ID expiry date"
              required
              input={{ type: 'date', min: tomorrowDay(new Date()) }}
            />
            {needs.foreignIdNumber && (
              <TextInputField
                name="id3_details"
                label="Foreign ID number"
                required
                input={{ autoComplete: 'off' }}
              />
            )}
            {needs.permitNumber && (
              <TextInputField
                name="id4_details"
                label="Resident permit number"
                required
                input={{ autoComplete: 'off' }}
              />
            )}
            {!uk && (
              <SelectField
                name="id2_type"
                label="Proof of address type"
                placeholder="Select the type"
                required
                options={typeChoices(proofTypesOf(options, country))}
              />
            )}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <FileField name="id1" label="ID document" required />
            {needs.backSide && <FileField name="id1_scan2" label="Back of your ID" required />}
            {uk && (
              <FileField
                name="id2"
                label={needs.proofRequired ? 'Proof of address' : 'Proof of address (optional)'}
                required={needs.proofRequired}
                helperText="A utility bill, bank statement or council tax bill from the last 3 months: JPEG, PNG or PDF, up to 10 MB."
              />
            )}
            {uk && (
              <SelectField
                name="id2_type"
                label="Proof of address type"
                placeholder="Select the type"
                options={typeChoices(proofTypesOf(options, country))}
              />
            )}
          </SimpleGrid>
        </Stack>
      )}

      {!identity && (
        <Stack as="section" aria-labelledby="email-heading" gap="4">
          <Heading as="h2" size="md" id="email-heading">
            Your email
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInputField
              name="email"
              label="Email"
              required
              input={{ type: 'email', autoComplete: 'email' }}
            />
          </SimpleGrid>
        </Stack>
      )}

      {target === 'unlimited' && (
        <Stack as="section" aria-labelledby="funds-heading" gap="4">
          <Heading as="h2" size="md" id="funds-heading">
            Source of funds
          </Heading>
          <Text fontSize="sm">A document that shows where the money you send comes from.</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <FileField
              name="id3"
              label="Source of funds document"
              required
              helperText="A payslip, bank statement or employment letter: JPEG, PNG or PDF, up to 10 MB."
            />
            <SelectField
              name="id3_type"
              label="Document type"
              placeholder="Select the type"
              options={typeChoices(options.id_types.uk.id3)}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
