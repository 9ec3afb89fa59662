import { Alert, Box, Button, HStack, Text } from '@chakra-ui/react';
import ZW from 'country-flag-icons/react/3x2/ZW';
import { Link as RouterLink } from 'wouter';
import type { Country } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { DESTINATION_COUNTRY } from '@/remittance/amount/currency.ts';
import {
  CURRENTLY_SENDING_TO,
  MANDATORY_NOTICE,
  SEND_TO_ANOTHER_COUNTRY,
  choosesDestination,
  selfTransferWarning,
} from '@/remittance/model/notices.ts';

/** SA users: where the money goes, and a way to pick another country. */
function DestinationLine() {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" p="3" borderWidth="1px" borderRadius="l2">
      <HStack gap="2">
        <Text>{CURRENTLY_SENDING_TO}</Text>
        <Box as="span" w="6" lineHeight="0" borderWidth="1px" borderColor="border" aria-hidden="true">
          <ZW />
        </Box>
        <Text fontWeight="semibold">{DESTINATION_COUNTRY}</Text>
      </HStack>
      <Button asChild size="sm" variant="outline">
        <RouterLink href={routes.countrySelection.pattern}>{SEND_TO_ANOTHER_COUNTRY}</RouterLink>
      </Button>
    </HStack>
  );
}

/** The amount step's notices: the destination (SA), the self-transfer warning, mandatory fields. */
export function AmountNotices({ country }: { country: Country }) {
  return (
    <>
      {choosesDestination(country) && <DestinationLine />}
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{selfTransferWarning(country)}</Alert.Description>
      </Alert.Root>
      <Text fontSize="sm" color="fg.muted">
        {MANDATORY_NOTICE}
      </Text>
    </>
  );
}
