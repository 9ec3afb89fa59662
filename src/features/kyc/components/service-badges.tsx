import { Badge, Box, List, VisuallyHidden } from '@chakra-ui/react';
import type { KycRecord } from '@/api/contract.ts';
import { serviceViews } from '../model/verification.ts';

/** The four checks, each with its status in words on a badge of its colour. */
export function ServiceBadges({ record }: { record: KycRecord }) {
  return (
    <List.Root
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
      gap="2"
      aria-label="Verification checks"
    >
      {serviceViews(record).map((service) => (
        <List.Item
          key={service.name}
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          gap="3"
          px="3"
          py="2"
          borderWidth="1px"
          borderRadius="md"
        >
          <Box as="span">
            {service.label}
            <VisuallyHidden>:</VisuallyHidden>
          </Box>
          <Badge colorPalette={service.palette} size="md" data-palette={service.palette}>
            {service.words}
          </Badge>
        </List.Item>
      ))}
    </List.Root>
  );
}
