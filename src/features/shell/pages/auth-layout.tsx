import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Placeholder until the shell is built. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <Box p="4">{children}</Box>;
}
