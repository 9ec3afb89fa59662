import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { href } from '@/config/paths.ts';
import type { RowAction as Action } from '../model/status.ts';

/**
 * The row's action (spec: Make Payment while PENDING_CLEARANCE, else View Details). Both open the
 * transaction, where the payment is made with its amount and instructions in view.
 */
export function RowAction({ reference, action }: { reference: string; action: Action }) {
  const pay = action === 'Make Payment';
  return (
    <Button asChild size="sm" variant={pay ? 'solid' : 'outline'}>
      <RouterLink href={href.transactionDetail(reference)}>
        {action}
        <VisuallyHidden> for transaction {reference}</VisuallyHidden>
      </RouterLink>
    </Button>
  );
}
