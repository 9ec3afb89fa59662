import type { ReactNode } from 'react';
import { Card, Flex, HStack, Stack } from '@chakra-ui/react';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { LegalLinks } from '../components/legal-links.tsx';
import { MobileAppPanel } from '../components/mobile-app-panel.tsx';

/**
 * The sign-in, sign-up and password pages: the form in a card with the Terms of Use and Privacy
 * Policy links, beside the 'Download Our Mobile App' panel (below it on a phone), with what the
 * page puts beside it (`aside`: the rate calculator on login and sign-up) below that panel.
 */
export default function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const links = useShellOptions()?.links;
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      gap="6"
      align={{ base: 'stretch', lg: 'flex-start' }}
      justify="center"
    >
      <Card.Root w="full" maxW={{ lg: 'xl' }} flex={{ lg: '1' }}>
        <Card.Body>{children}</Card.Body>
        <Card.Footer>
          <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
            <LegalLinks links={links} />
          </HStack>
        </Card.Footer>
      </Card.Root>
      <Stack gap="6" w={{ base: 'full', lg: '18rem' }} flexShrink={0}>
        <MobileAppPanel />
        {/* Last in the column: it loads after the first paint, and pushes nothing down. */}
        {aside}
      </Stack>
    </Flex>
  );
}
