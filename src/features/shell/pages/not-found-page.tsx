import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

/** Unknown paths. */
export default function NotFoundPage() {
  return (
    <Stack gap="3" py="6">
      <Heading as="h1" size="xl">
        Page not found
      </Heading>
      <Text>There is no page at this address.</Text>
      <Link asChild>
        <RouterLink href="/">Go to the start page</RouterLink>
      </Link>
    </Stack>
  );
}
