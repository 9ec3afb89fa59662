import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { href } from '@/config/paths.ts';

/**
 * The row's Update link (spec), named with the beneficiary for screen readers ('Update Rudo
 * Ncube'; the visible word starts the name, so voice control finds it by what it shows).
 */
export function UpdateLink({ id, name }: { id: string; name: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink href={href.beneficiaryUpdate(id)} aria-label={`Update ${name}`}>
        Update
      </RouterLink>
    </Button>
  );
}
