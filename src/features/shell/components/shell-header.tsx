import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Brand } from './brand.tsx';

/** The banner: the brand on the left, the navigation on the right. */
export function ShellHeader({ home, children }: { home: string; children: ReactNode }) {
  return (
    <Box as="header" position="relative" borderBottomWidth="1px" bg="bg">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="3" align="center" gap="4">
        <Brand to={home} />
        {children}
      </Flex>
    </Box>
  );
}
