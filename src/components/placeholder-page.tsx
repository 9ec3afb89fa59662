import { Heading, Stack, Text } from '@chakra-ui/react';

/** A route that a later release fills, shown inside the real layout. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Stack gap="3" py="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text>This page is not available yet. It is coming in a later release of the portal.</Text>
    </Stack>
  );
}
