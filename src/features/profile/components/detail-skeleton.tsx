import { Box } from '@chakra-ui/react';
import { DetailList } from '@/components/detail-list.tsx';

/**
 * The rows a tab will show, with grey bars where the values come: the panel has its final size
 * before the profile arrives (nothing jumps when it does).
 */
export function DetailSkeleton({ labels }: { labels: readonly string[] }) {
  return (
    <Box aria-hidden="true">
      <DetailList
        items={labels.map((label) => ({
          label,
          value: (
            <Box
              as="span"
              display="inline-block"
              h="1em"
              w="10rem"
              maxW="full"
              bg="bg.muted"
              borderRadius="l1"
            />
          ),
        }))}
      />
    </Box>
  );
}
