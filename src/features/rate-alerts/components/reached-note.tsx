import { CloseButton, HStack, Text } from '@chakra-ui/react';
import type { RateAlertRow } from '@/lib/db-schema.ts';
import { dismissRateNote } from '../api/alert-store.ts';
import { reachedNoteText } from '../model/alert-texts.ts';

/**
 * 'Good news: £1 now buys $1.3100, the rate you asked for.': the in-app side of a fired alert,
 * shown whether or not notifications are allowed, until the sender dismisses it.
 */
export function ReachedNote({ alert }: { alert: RateAlertRow }) {
  return (
    <HStack
      role="status"
      aria-label="Rate alert"
      gap="2"
      borderWidth="1px"
      borderColor="green.solid"
      rounded="md"
      px="3"
      py="2"
    >
      <Text flex="1" fontSize="sm">
        {reachedNoteText(alert)}
      </Text>
      <CloseButton
        size="xs"
        aria-label="Dismiss the note"
        onClick={() => void dismissRateNote(alert.corridor).catch(() => undefined)}
      />
    </HStack>
  );
}
