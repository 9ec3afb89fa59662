import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { UiOptions, User } from '@/api/contract.ts';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import { latestAdultDay } from '@/lib/days.ts';
import { mobileLocked } from '../model/sender-details.ts';
import { MobileField } from './sender-mobile-field.tsx';
import { TextField } from './sender-text-field.tsx';

/** Spec doc 1: the gender radio offers Male and Female (the UI options' list when given). */
const DEFAULT_GENDERS = ['Male', 'Female'];

export interface PersonalFieldsProps {
  user: User;
  options: UiOptions;
}

/** Names, mobile, date of birth, gender and referral code: every sender gives these. */
export function PersonalFields({ user, options }: PersonalFieldsProps) {
  const genders = options.gender_types.length > 0 ? options.gender_types : DEFAULT_GENDERS;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField name="first_name" label="First name" required input={{ autoComplete: 'given-name' }} />
        <TextField name="middle_name" label="Middle name" input={{ autoComplete: 'additional-name' }} />
        <TextField name="last_name" label="Last name" required input={{ autoComplete: 'family-name' }} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MobileField country={user.country} lockedMobile={mobileLocked(user) ? user.mobile : null} />
        <TextField
          name="dob"
          label="Date of birth"
          required
          input={{ type: 'date', autoComplete: 'bday', max: latestAdultDay(new Date()) }}
        />
      </SimpleGrid>
      <ChoiceGroup
        name="gender"
        legend="Gender"
        required
        choices={genders.map((gender) => ({ value: gender, label: gender }))}
      />
      <TextField name="referral_code" label="Referral code" input={{ autoComplete: 'off' }} />
    </Stack>
  );
}
