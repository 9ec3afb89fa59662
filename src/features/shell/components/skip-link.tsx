import type { MouseEvent } from 'react';
import { Link } from '@chakra-ui/react';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_ID = 'main';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}

/** 'Skip to content': the first thing in the page, shown when focused, moves focus to main. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={focusMain}
      position="absolute"
      insetStart="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focus={{ top: '2' }}
    >
      Skip to content
    </Link>
  );
}
