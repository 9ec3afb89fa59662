import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { APP_NAME } from '@/config/paths.ts';

/** The logo mark and product name, linking to the start page (the login page, or Send Money). */
export function Brand({ to }: { to: string }) {
  return (
    <Link asChild fontWeight="bold" fontSize="lg" color="fg" textDecoration="none" flexShrink={0}>
      <RouterLink href={to}>
        <HStack gap="2">
          <Image src="/favicon.svg" alt="" width="8" height="8" fetchPriority="low" />
          <Text as="span">{APP_NAME}</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
