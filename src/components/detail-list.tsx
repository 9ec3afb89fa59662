import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs as a description list: stacked on phones, two columns from `sm` up.
 * Each pair is wrapped in a div, as HTML allows inside <dl>.
 */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, max-content) 1fr' }}
      columnGap="6"
      rowGap={{ base: '3', sm: '2' }}
    >
      {items.map((item) => (
        <Box key={item.label} display={{ base: 'block', sm: 'contents' }}>
          <Box as="dt" fontWeight="semibold" color="fg.muted">
            {item.label}
          </Box>
          <Box as="dd" overflowWrap="anywhere">
            {item.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
