import { Box, Text } from '@chakra-ui/react';

/**
 * 'Collected since your last visit' under a transfer that moved on: words first, the dot is only
 * a second cue.
 */
export function MovedOnMark({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Text fontSize="sm" fontWeight="semibold" color="blue.fg" display="flex" alignItems="center" gap="1.5">
      <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="blue.solid" flexShrink="0" />
      {text}
    </Text>
  );
}
