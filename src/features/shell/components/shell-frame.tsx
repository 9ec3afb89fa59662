import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint.ts';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { SiteFooter } from './site-footer.tsx';

export interface ShellFrameProps {
  header: ReactNode;
  /** The signed-in user's country for the contact block; both countries when absent. */
  country?: string | null;
  children: ReactNode;
}

/**
 * The page: 'Skip to content' first, the header (banner), the main landmark and the footer (which
 * renders just after the first paint). The main landmark is at least a screen high, so the footer
 * always starts below the fold: content that arrives late (a list, a quote) grows into space no
 * one is looking at, and nothing on screen jumps (issue 10).
 */
export function ShellFrame({ header, country, children }: ShellFrameProps) {
  const footerShown = useAfterFirstPaint();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {header}
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        minH="100dvh"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '4', md: '8' }}
        _focus={{ outline: 'none' }}
      >
        {children}
      </Box>
      {footerShown && <SiteFooter country={country} />}
    </Flex>
  );
}
