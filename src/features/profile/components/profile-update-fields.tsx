import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'wouter';
import type { Country, KycTier, UiOptions } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { isLocked } from '@/config/route-access.ts';
import { DialCodeMobileInput } from '@/components/dial-code-mobile-input.tsx';
import { remitoneStatusAtom } from '@/lib/session/user.ts';
import { needsForeignIdNumber, needsPermitNumber } from '@/remittance/model/sender-id-rules.ts';
import { latestAdultDay, tomorrowDay } from '@/lib/days.ts';
import { idTypesOf, issueCountries, proofTypesOf } from '../model/id-types.ts';
import { idRequirements, type ProfileUpdateValues } from '../model/profile-update-schema.ts';
import { AddressFields } from './address-fields.tsx';
import { FileField } from './file-field.tsx';
import { TextInputField } from './form-inputs.tsx';
import { SelectField } from '@/components/select-field.tsx';

export interface ProfileUpdateFieldsProps {
  country: Country;
  tier: KycTier;
  options: UiOptions;
}

/** The profile update's fields, in sections; which are required follows the user's country and tier. */
export function ProfileUpdateFields({ country, tier, options }: ProfileUpdateFieldsProps) {
  const today = new Date();
  const idTypes = idTypesOf(options, country);
  const id = idRequirements({ country, tier }, idTypes);
  const { control } = useFormContext<ProfileUpdateValues>();
  const idType = useWatch({ control, name: 'id1_type' });
  // A locked account cannot open the upgrade pages: no link to them.
  const locked = isLocked(useAtomValue(remitoneStatusAtom));
  const countries = issueCountries(options);
  return (
    <Stack gap="8">
      <Stack as="section" aria-labelledby="personal-heading" gap="4">
        <Heading as="h2" size="md" id="personal-heading">
          Personal Information
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextInputField
            name="first_name"
            label="First name"
            required
            input={{ autoComplete: 'given-name' }}
          />
          <TextInputField
            name="middle_name"
            label="Middle name"
            input={{ autoComplete: 'additional-name' }}
          />
          <TextInputField
            name="last_name"
            label="Last name"
            required
            input={{ autoComplete: 'family-name' }}
          />
          <TextInputField
            name="dob"
            label="Date of birth"
            required
            input={{ type: 'date', max: latestAdultDay(today), autoComplete: 'bday' }}
          />
          <SelectField
            name="gender"
            label="Gender"
            placeholder="Select your gender"
            options={options.gender_types.map((gender) => ({ value: gender, label: gender }))}
          />
          <SelectField
            name="nationality"
            label="Nationality"
            placeholder="Select your nationality"
            required
            options={options.nationalities.map((item) => ({ value: item.value, label: item.name }))}
          />
        </SimpleGrid>
      </Stack>

      <Stack as="section" aria-labelledby="contact-heading" gap="4">
        <Heading as="h2" size="md" id="contact-heading">
          Contact Information
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          You sign in with your mobile number and email: a new one is confirmed with a code we send to it.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DialCodeMobileInput country={country} label="Mobile" inputMode="numeric" />
          <TextInputField
            name="email"
            label="Email"
            required
            input={{ type: 'email', autoComplete: 'email' }}
          />
        </SimpleGrid>
        <Heading as="h3" size="sm">
          Address
        </Heading>
        <AddressFields country={country} required={tier !== 'lite'} />
      </Stack>

      <Stack as="section" aria-labelledby="id-heading" gap="4">
        <Heading as="h2" size="md" id="id-heading">
          Identity document
        </Heading>
        {id.shown ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField
              name="id1_type"
              label="ID type"
              deps={['id1_expiry', 'id2', 'id3_details', 'id4_details']}
              placeholder="Select your ID type"
              required={id.type}
              options={idTypes.map((option) => ({ value: option.code, label: option.type }))}
            />
            <TextInputField
              name="id1_details"
              label="ID number"
              required={id.details}
              input={{ autoComplete: 'off' }}
            />
            <TextInputField name="id1_issue_place" label="ID issue place" required={id.details} />
            <SelectField
              name="id1_issue_country"
              label="ID issue country"
              placeholder="Select the country"
              required={id.details}
              options={countries}
            />
            <TextInputField
              name="id1_expiry"
              label="ID expiry date"
              required={id.expiry(idType)}
              input={{ type: 'date', min: tomorrowDay(today) }}
            />
            {country !== 'UK' && needsForeignIdNumber(idType, idTypes) && (
              <TextInputField name="id3_details" label="Foreign ID number" input={{ autoComplete: 'off' }} />
            )}
            {country !== 'UK' && needsPermitNumber(idType, idTypes) && (
              <TextInputField
                name="id4_details"
                label="Resident permit number"
                input={{ autoComplete: 'off' }}
              />
            )}
            <FileField name="id1" label="New ID document (only if your ID changed)" />
            {id.proof(idType) && (
              <>
                <FileField name="id2" label="Proof of address" required />
                <SelectField
                  name="id2_type"
                  label="Proof of address type"
                  placeholder="Select the type"
                  options={proofTypesOf(options, country).map((option) => ({
                    value: option.code,
                    label: option.type,
                  }))}
                />
              </>
            )}
          </SimpleGrid>
        ) : (
          <Text>
            Your account is Lite: your ID is added when you upgrade it.
            {!locked && (
              <>
                {' '}
                <Link asChild variant="underline" colorPalette="blue">
                  <RouterLink href={routes.upgradeLimited.pattern}>Upgrade your account</RouterLink>
                </Link>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
