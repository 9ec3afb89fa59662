import { Box, CloseButton, HStack, Link, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { Link as RouterLink, useLocation } from 'wouter';
import { href, routes } from '@/config/paths.ts';
import { cacheKeyOf } from '../api/cache-key.ts';
import { movedOnSummary, movedOnText, type MovedOn } from '../model/moved-on.ts';
import { dismissedMovesAtom, unseenMovesAtom } from '../state.ts';

const NONE: readonly MovedOn[] = [];

const signature = (move: { reference: string; status: string }) => `${move.reference}:${move.status}`;

/**
 * The first screen's note: how many transfers moved on since the user last looked, with the way
 * to them. It floats at the bottom of the screen, so appearing once the check answers pushes
 * nothing (issue 10); not on the list itself, which marks each one. Dismissed, it stays away for
 * the session unless another transfer moves on.
 */
export function MovedOnNote() {
  const key = cacheKeyOf(useAtomValue(sessionUserAtom));
  const unseen = useAtomValue(unseenMovesAtom);
  const moves = key && unseen?.key === key ? unseen.moves : NONE;
  const [dismissed, setDismissed] = useAtom(dismissedMovesAtom);
  const [location] = useLocation();
  const fresh = moves.filter((move) => !dismissed.includes(signature(move)));
  if (fresh.length === 0 || location === routes.transactions.pattern) return null;

  const one = moves.length === 1 ? moves[0] : undefined;
  const text = one ? `Transfer ${one.reference}: ${movedOnText(one.status)}.` : movedOnSummary(moves.length);
  const target = one ? href.transactionDetail(one.reference) : routes.transactions.pattern;
  // On its own page the one transfer is in view already.
  if (one && location === target) return null;
  return (
    <Box
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      px="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom))"
      pointerEvents="none"
      data-print-hide=""
    >
      <HStack
        role="status"
        aria-label="Your transfers"
        maxW="xl"
        mx="auto"
        gap="3"
        bg="bg"
        borderWidth="1px"
        borderColor="blue.solid"
        rounded="md"
        boxShadow="lg"
        px="4"
        py="2"
        pointerEvents="auto"
      >
        <Text flex="1" fontSize="sm">
          {text}{' '}
          <Link asChild variant="underline" colorPalette="blue" fontWeight="semibold">
            <RouterLink href={target}>{one ? 'View transfer' : 'View transactions'}</RouterLink>
          </Link>
        </Text>
        <CloseButton
          size="sm"
          aria-label="Dismiss"
          onClick={() => setDismissed([...dismissed, ...fresh.map(signature)])}
        />
      </HStack>
    </Box>
  );
}
