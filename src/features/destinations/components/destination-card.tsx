import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { cardName, type Destination } from '../model/destinations.ts';
import { CountryFlag } from './country-flag.tsx';

export interface DestinationCardProps {
  destination: Destination;
  /** The '{product}' badge, if any. */
  product: string | null;
  disabled?: boolean;
  onChoose: (destination: Destination) => void;
}

/**
 * One country as a large button: its flag, its name cut to 15 characters (the whole name on hover
 * and for screen readers) and its product badge.
 */
export function DestinationCard({ destination, product, disabled, onChoose }: DestinationCardProps) {
  const short = cardName(destination.name);
  return (
    <Button
      variant="outline"
      h="full"
      minH="28"
      w="full"
      p="4"
      flexDirection="column"
      alignItems="center"
      gap="2"
      whiteSpace="normal"
      disabled={disabled}
      onClick={() => onChoose(destination)}
      title={destination.name}
    >
      <CountryFlag code={destination.code} width="14" />
      <Stack gap="1" align="center">
        <Text as="span" fontWeight="semibold" aria-hidden={short !== destination.name || undefined}>
          {short}
        </Text>
        {short !== destination.name && (
          <Box as="span" srOnly>
            {destination.name}
          </Box>
        )}
        {product && (
          <Badge colorPalette="blue" variant="subtle" whiteSpace="normal" textAlign="center">
            {product}
          </Badge>
        )}
      </Stack>
    </Button>
  );
}
