import { Text } from '@chakra-ui/react';
import { lastUpdatedText } from '@/lib/date-text.ts';

/** 'Last updated <time>' under data shown from the cache (or while offline). */
export function LastUpdatedNote({ at }: { at: number | undefined }) {
  if (at === undefined) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      {lastUpdatedText(at)}
    </Text>
  );
}
