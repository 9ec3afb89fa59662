import { Text } from '@chakra-ui/react';
import { useOnline } from '@/lib/use-online.ts';

/**
 * Says why a network action is disabled while offline, e.g. `<OfflineNote action="sign in" />`:
 * "You are offline. Connect to the internet to sign in." Renders nothing while online.
 */
export function OfflineNote({ action }: { action: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Text role="status" color="orange.fg" fontSize="sm">
      You are offline. Connect to the internet to {action}.
    </Text>
  );
}
