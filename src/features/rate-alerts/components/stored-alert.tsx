import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { removeRateAlert } from '../api/alert-store.ts';
import { useStoredAlert } from '../hooks/use-stored-alert.ts';
import { currentAlertText } from '../model/alert-texts.ts';
import { ReachedNote } from './reached-note.tsx';

/**
 * The corridor's alert as stored (Dexie, followed live; loaded lazily by ./rate-alert.tsx): the
 * note when it has fired, what it waits for or reached, and Remove alert.
 */
export default function StoredAlert({ corridor }: { corridor: string }) {
  const alert = useStoredAlert(corridor);
  if (!alert) return null;
  return (
    <Stack gap="2">
      {alert.firedAt !== undefined && !alert.noteDismissed && <ReachedNote alert={alert} />}
      <HStack gap="3" wrap="wrap">
        <Text fontSize="sm">{currentAlertText(alert)}</Text>
        <Button
          size="xs"
          variant="outline"
          onClick={() => void removeRateAlert(corridor).catch(() => undefined)}
        >
          Remove alert
        </Button>
      </HStack>
    </Stack>
  );
}
