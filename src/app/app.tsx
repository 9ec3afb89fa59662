import { useEffect } from 'react';
import { Box, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { getUiOptions } from '@/features/ui-options';
import { useCall } from '@/lib/use-call.ts';
import { buildInfo } from '@/config/build-info.ts';

/**
 * The app's first screen while the shell is built: it loads the UI options from the portal API
 * and shows the contact block and footer texts they carry.
 */
export function App() {
  const uiOptions = useCall(getUiOptions);
  const { run } = uiOptions;
  useEffect(() => {
    void run();
  }, [run]);

  const contact = uiOptions.data?.contact_info.uk;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Remit Portal
        </Heading>
        <Text>Send money home from the UK and South Africa, and track every transfer.</Text>
        <Box as="section" aria-labelledby="contact-heading">
          <Heading as="h2" id="contact-heading" size="md">
            Contact us
          </Heading>
          {uiOptions.loading && <Spinner aria-label="Loading" />}
          {uiOptions.error && <Text role="alert">{uiOptions.error.message}</Text>}
          {contact && (
            <Stack as="ul" listStyleType="none" gap="1" mt="2">
              <li>
                Phone: <Link href={contact.phone.link}>{contact.phone.display}</Link>
              </li>
              <li>
                WhatsApp: <Link href={contact.whatsapp.link}>{contact.whatsapp.display}</Link>
              </li>
              <li>
                Email: <Link href={contact.email.link}>{contact.email.display}</Link>
              </li>
            </Stack>
          )}
        </Box>
        <Box as="footer" borderTopWidth="1px" pt="4" fontSize="sm">
          {uiOptions.data && <Text>{uiOptions.data.footer.copyright}</Text>}
          <Text>
            Version {buildInfo.version} (build {buildInfo.buildNumber})
          </Text>
        </Box>
      </Stack>
    </Container>
  );
}
