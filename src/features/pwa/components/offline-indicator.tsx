import { Box } from '@chakra-ui/react';
import { useOnline } from '@/lib/use-online.ts';

/** What the banner says while the browser is offline. */
export const OFFLINE_TEXT =
  'You are offline. Pages you have opened before still work; actions that need the internet are turned off until you reconnect.';

/**
 * The offline banner: a polite live region, always in the page so screen readers announce the
 * text when the connection drops; empty while online.
 */
export function OfflineIndicator() {
  const online = useOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      position="sticky"
      top="0"
      zIndex="banner"
      bg={online ? undefined : 'orange.100'}
      color="orange.950"
      borderBottomWidth={online ? undefined : '1px'}
      borderColor="orange.300"
      px={online ? undefined : '4'}
      py={online ? undefined : '2'}
      fontSize="sm"
      textAlign="center"
    >
      {online ? null : OFFLINE_TEXT}
    </Box>
  );
}
