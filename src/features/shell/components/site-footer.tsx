import { Box, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { routes } from '@/config/paths.ts';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { countryName } from '../model/country-name.ts';
import { versionText } from '../model/version-text.ts';
import { ContactBlock } from './contact-block.tsx';
import { ExternalLink } from './external-link.tsx';
import { LegalLinks } from './legal-links.tsx';
import { SlotPlaceholder } from './slot-placeholder.tsx';
import { InstallAppButton } from '@/features/pwa';

/**
 * The footer: the contact block (the user's country, or both), the uk and sa addresses, Terms of
 * Use, Privacy Policy, the delete-account page, social links, copyright and the running version.
 */
export function SiteFooter({ country }: { country?: string | null }) {
  const options = useShellOptions();
  const links = options?.links;
  const addresses = (['uk', 'sa'] as const).map((code) => ({
    code,
    name: countryName(options, code),
    text: options?.footer?.address?.[code],
  }));
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" fontSize="sm" mt="auto">
      <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="6" gap="6">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          <ContactBlock options={options} country={country} />
          <Stack gap="3">
            {addresses.map(({ code, name, text }) => (
              <Text as="address" key={code} fontStyle="normal">
                {name && (
                  <Text as="span" display="block" fontWeight="semibold">
                    {name}
                  </Text>
                )}
                {text ?? <SlotPlaceholder w="48" />}
              </Text>
            ))}
          </Stack>
          <Stack gap="4">
            <Box as="nav" aria-label="Legal">
              <Stack as="ul" gap="1" listStyleType="none">
                <LegalLinks links={links} />
                <li>
                  <Link asChild variant="underline">
                    <RouterLink href={routes.deleteAccount.pattern}>Delete Your Account</RouterLink>
                  </Link>
                </li>
              </Stack>
            </Box>
            <Box as="nav" aria-label="Social media">
              <Flex as="ul" gap="4" wrap="wrap" listStyleType="none">
                {(links?.social ?? []).map((social, index) =>
                  social?.name ? (
                    <li key={`${social.name}-${index}`}>
                      <ExternalLink variant="underline" href={social.link}>
                        {social.name}
                      </ExternalLink>
                    </li>
                  ) : null,
                )}
              </Flex>
            </Box>
          </Stack>
        </SimpleGrid>
        <Flex borderTopWidth="1px" pt="4" gap="2" justify="space-between" wrap="wrap" color="fg.muted">
          <Text>{options?.footer?.copyright ?? <SlotPlaceholder w="48" />}</Text>
          <Text>{versionText()}</Text>
        </Flex>
        <InstallAppButton alignSelf="start" />
      </Stack>
    </Box>
  );
}
