import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { routes } from '@/config/paths.ts';
import { CountryFlag, type Destination } from '@/features/destinations';
import { CURRENTLY_SENDING_TO, SEND_TO_ANOTHER_COUNTRY } from '@/remittance/model/notices.ts';

/** Where the money goes, with its flag, and the way back to the country page. */
export function DestinationLine({ destination, disabled }: { destination: Destination; disabled: boolean }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" p="3" borderWidth="1px" borderRadius="l2">
      <HStack gap="2">
        <Text>{CURRENTLY_SENDING_TO}</Text>
        <CountryFlag code={destination.code} width="6" />
        <Text fontWeight="semibold">{destination.name}</Text>
      </HStack>
      {disabled ? (
        <Box />
      ) : (
        <Button asChild size="sm" variant="outline">
          <RouterLink href={routes.countrySelection.pattern}>{SEND_TO_ANOTHER_COUNTRY}</RouterLink>
        </Button>
      )}
    </HStack>
  );
}
