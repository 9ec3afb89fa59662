import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { periodUseText, type PeriodUse, type TierCard as TierCardData } from '../model/tier-info.ts';

export interface TierCardProps {
  card: TierCardData;
  /** The user's use of their limits (their own tier only); undefined while it loads. */
  use: PeriodUse[] | undefined;
  /** Upgrade Now waits for the profile (an upgrade under review offers none); its space is kept. */
  offerKnown: boolean;
}

/** A tier: its name, the user's tier marked in words, the periods, what it needs, Upgrade Now. */
export function TierCard({ card, use, offerKnown }: TierCardProps) {
  const headingId = `tier-${card.tier}`;
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderWidth={card.current ? '2px' : '1px'}
      borderColor={card.current ? 'blue.solid' : 'border'}
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Heading as="h2" size="lg" id={headingId}>
            {card.label}
          </Heading>
          {card.current && <Tag palette="blue">Your tier</Tag>}
          {card.underReview && <Tag palette="orange">Under review</Tag>}
        </HStack>
        <Text fontSize="sm">Limits per day, month, quarter and year.</Text>
        {card.current && <UsageList use={use} />}
        <Stack gap="1">
          <Text fontWeight="semibold" fontSize="sm">
            What you need
          </Text>
          <Text fontSize="sm">{card.needs}</Text>
        </Stack>
        {card.underReview && (
          <Text fontSize="sm" role="status">
            Your upgrade to {card.label} is under review: it takes from instant to 24 hours.
          </Text>
        )}
        {card.upgradeHref && offerKnown ? (
          <Button asChild colorPalette="blue" alignSelf="start">
            <RouterLink href={card.upgradeHref} aria-label={`Upgrade Now to ${card.label}`}>
              Upgrade Now
            </RouterLink>
          </Button>
        ) : (
          card.upgradeHref && <Box h="10" aria-hidden="true" />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** How much of each period's limit is used: a bar and its words (no amounts). */
function UsageList({ use }: { use: PeriodUse[] | undefined }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Your use of your limits" minH="11rem">
      {(use ?? []).map((item) => (
        <Box as="li" key={item.period}>
          <Text fontSize="sm">{periodUseText(item)}</Text>
          <Box
            role="meter"
            aria-label={item.name}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.percent}
            aria-valuetext={periodUseText(item)}
            h="1.5"
            bg="bg.muted"
            borderRadius="full"
            overflow="hidden"
          >
            <Box h="full" w={`${item.percent}%`} bg={item.reached ? 'red.solid' : 'blue.solid'} />
          </Box>
        </Box>
      ))}
      {use === undefined && (
        <Box as="li" color="fg.muted" fontSize="sm">
          Loading your use of your limits...
        </Box>
      )}
    </Stack>
  );
}

/** A small label in words beside a tier's name. */
function Tag({ palette, children }: { palette: 'blue' | 'orange'; children: string }) {
  return (
    <Text
      as="span"
      fontSize="xs"
      fontWeight="semibold"
      px="2"
      py="0.5"
      borderRadius="l1"
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
    >
      {children}
    </Text>
  );
}
