import { Box, Stack, Text } from '@chakra-ui/react';

/** Percent complete as words and a bar (a progressbar to assistive technology). */
export function ProgressLine({ percent }: { percent: number }) {
  const words = `${percent}% complete`;
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">
        {words}
      </Text>
      <Box
        role="progressbar"
        aria-label="Verification progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.600" borderRadius="full" />
      </Box>
    </Stack>
  );
}
