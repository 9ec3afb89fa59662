import { Box } from '@chakra-ui/react';
import GB from 'country-flag-icons/react/3x2/GB';
import ZA from 'country-flag-icons/react/3x2/ZA';
import { ChoiceGroup } from '@/components/choice-group.tsx';
import type { Choice } from '@/components/choice-buttons.tsx';

function flag(Flag: typeof GB) {
  return (
    <Box as="span" w="6" lineHeight="0" borderWidth="1px" borderColor="border" aria-hidden="true">
      <Flag />
    </Box>
  );
}

/** UK and South Africa, each with its bundled flag (no image host: works offline, leaks nothing). */
const COUNTRIES: Choice[] = [
  { value: 'UK', label: 'United Kingdom', icon: flag(GB) },
  { value: 'SA', label: 'South Africa', icon: flag(ZA) },
];

/** The sender's country (spec §5: 'Country is required'). */
export function CountryField() {
  return <ChoiceGroup name="country" legend="Country" choices={COUNTRIES} required />;
}
