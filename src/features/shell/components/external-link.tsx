import type { ReactNode } from 'react';
import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { isWebUrl, safeUrl } from '../model/safe-url.ts';
import { SlotPlaceholder } from './slot-placeholder.tsx';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  /** The address from the UI options; while it is missing (or unsafe) an empty slot shows. */
  href: unknown;
  children: ReactNode;
}

/**
 * A link to another site, from the UI options: web pages open in a new tab (said to screen
 * readers), mailto: and tel: open in place; anything but http(s), mailto and tel is not linked.
 */
export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const url = safeUrl(href);
  if (!url) return <SlotPlaceholder />;
  if (!isWebUrl(url)) {
    return (
      <Link href={url} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
