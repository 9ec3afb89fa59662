import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

/** An in-app link styled as a link (the route table's paths only). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" colorPalette="blue">
      <RouterLink href={to}>{children}</RouterLink>
    </Link>
  );
}
