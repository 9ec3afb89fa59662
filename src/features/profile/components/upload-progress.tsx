import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';

export interface UploadProgressProps {
  /** 0 to 100. */
  percent: number;
  /** What is being sent, e.g. 'Sending your documents'. */
  label: string;
  onCancel: () => void;
}

/**
 * An upload's progress in per cent, in words and as a bar (a progressbar with its value), with
 * Cancel. At 100% the files are sent and the server is checking them.
 */
export function UploadProgress({ percent, label, onCancel }: UploadProgressProps) {
  const done = percent >= 100;
  const words = done ? `${label}: sent, waiting for the answer...` : `${label}: ${percent}%`;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text role="status" fontSize="sm" aria-live="polite">
          {words}
        </Text>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="blue.solid" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
