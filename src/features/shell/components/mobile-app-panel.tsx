import { Box, Button, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { safeWebUrl } from '../model/safe-url.ts';
import { QrCode } from './qr-code.tsx';

/** 'Download Our Mobile App': a QR code of the app site (from the UI options) and a button to it. */
export function MobileAppPanel() {
  const url = safeWebUrl(useShellOptions()?.links?.mobile_app);
  return (
    <Box
      as="section"
      aria-labelledby="mobile-app-heading"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.subtle"
      p="6"
      w={{ base: 'full', lg: '18rem' }}
      flexShrink={0}
    >
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h2" id="mobile-app-heading" size="md">
          Download Our Mobile App
        </Heading>
        {url ? (
          <>
            <QrCode value={url} label="QR code to download our mobile app" />
            <Button asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                Get the App
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
          </>
        ) : (
          <Box aria-hidden="true" w="40" h="40" bg="bg.muted" borderRadius="md" />
        )}
      </Stack>
    </Box>
  );
}
