import { lazy, Suspense } from 'react';
import { Box, Button, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { MEDIA, useMediaQuery } from '@/lib/use-media-query.ts';
import { useShellOptions } from '../hooks/use-shell-options.ts';
import { safeWebUrl } from '../model/safe-url.ts';

/** The QR encoder loads only where a QR code is shown. */
const QrCode = lazy(() => import('./qr-code.tsx').then((module) => ({ default: module.QrCode })));

const QrPlaceholder = () => <Box aria-hidden="true" w="40" h="40" bg="bg.muted" borderRadius="md" />;

/**
 * 'Download Our Mobile App': a button to the app site (from the UI options) and, on large screens,
 * its QR code to scan with a phone. A phone shows no QR code (it cannot scan its own screen), so
 * the login screen on a phone never loads the QR encoder.
 */
export function MobileAppPanel() {
  const url = safeWebUrl(useShellOptions()?.links?.mobile_app);
  const large = useMediaQuery(MEDIA.lg);
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
            {large && (
              <Suspense fallback={<QrPlaceholder />}>
                <QrCode value={url} label="QR code to download our mobile app" />
              </Suspense>
            )}
            <Button asChild>
              <a href={url} target="_blank" rel="noopener noreferrer">
                Get the App
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
          </>
        ) : (
          large && <QrPlaceholder />
        )}
      </Stack>
    </Box>
  );
}
