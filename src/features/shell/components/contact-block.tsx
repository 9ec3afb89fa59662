import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ShellOptions } from '../model/shell-options.ts';
import { contactCountries, type OptionsCountry } from '../model/contact-countries.ts';
import { countryName } from '../model/country-name.ts';
import { ExternalLink } from './external-link.tsx';
import { SlotPlaceholder } from './slot-placeholder.tsx';

const CHANNELS = [
  { key: 'phone', label: 'Phone' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'email', label: 'Email' },
] as const;

function CountryContact({
  options,
  country,
  titled,
}: {
  options?: ShellOptions;
  country: OptionsCountry;
  titled: boolean;
}) {
  const info = options?.contact_info?.[country];
  const name = countryName(options, country);
  return (
    <Box>
      {titled && (
        <Heading as="h3" size="sm" mb="1">
          {name ?? <SlotPlaceholder />}
        </Heading>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {CHANNELS.map(({ key, label }) => (
          <Text as="li" key={key}>
            {label}:{' '}
            <ExternalLink variant="underline" href={info?.[key]?.link}>
              {info?.[key]?.display ?? info?.[key]?.link}
            </ExternalLink>
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Phone, WhatsApp and email from the UI options: the signed-in user's country, or both
 * countries when signed out.
 */
export function ContactBlock({ options, country }: { options?: ShellOptions; country?: string | null }) {
  const countries = contactCountries(country);
  return (
    <Box as="section" aria-labelledby="contact-heading">
      <Heading as="h2" id="contact-heading" size="md" mb="2">
        Contact Us
      </Heading>
      <Stack gap="3">
        {countries.map((code) => (
          <CountryContact key={code} options={options} country={code} titled={countries.length > 1} />
        ))}
      </Stack>
    </Box>
  );
}
