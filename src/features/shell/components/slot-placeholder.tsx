import { Box, type BoxProps } from '@chakra-ui/react';

/** An empty, grey slot where a text from the UI options goes until they arrive. */
export function SlotPlaceholder(props: BoxProps) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-block"
      verticalAlign="middle"
      h="4"
      w="24"
      bg="bg.muted"
      borderRadius="sm"
      {...props}
    />
  );
}
