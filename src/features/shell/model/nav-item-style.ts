import type { SystemStyleObject } from '@chakra-ui/react';

/** One look for every item of a header bar, link or button: full-width rows on a phone. */
export const NAV_ITEM_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: '1',
  h: 'auto',
  minH: '10',
  px: { base: '0', lg: '2' },
  py: '2',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
} satisfies SystemStyleObject;
