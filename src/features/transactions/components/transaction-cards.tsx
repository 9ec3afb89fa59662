import { memo } from 'react';
import { Card, HStack, List, Text } from '@chakra-ui/react';
import { DetailList } from '@/components/detail-list.tsx';
import type { ListRow } from '../model/list-row.ts';
import { rowAction } from '../model/status.ts';
import { MovedOnMark } from './moved-on-mark.tsx';
import { RowAction } from './row-action.tsx';
import { StatusBadge } from './status-badge.tsx';

export interface TransactionCardsProps {
  rows: readonly ListRow[];
  labelledBy: string;
  /** Whether the user may open a transaction; if not (a locked account), cards have no action. */
  canOpen: boolean;
}

/** The transactions as cards (phones): one card per transaction, in a list. */
export const TransactionCards = memo(function TransactionCards({
  rows,
  labelledBy,
  canOpen,
}: TransactionCardsProps) {
  return (
    <List.Root as="ul" aria-labelledby={labelledBy} listStyle="none" ps="0" gap="3">
      {rows.map((row) => (
        <List.Item key={row.reference}>
          <Card.Root size="sm" w="full">
            <Card.Header>
              <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
                <Text as="h2" fontWeight="semibold">
                  {row.reference}
                </Text>
                <StatusBadge status={row.status} />
              </HStack>
              <MovedOnMark text={row.movedOn} />
            </Card.Header>
            <Card.Body>
              <DetailList
                items={[
                  { label: 'Date', value: row.date },
                  { label: 'Beneficiary', value: row.beneficiary },
                  { label: 'Amount', value: `${row.amount} (receives ${row.receives})` },
                  { label: 'Payment method', value: row.paymentMethod },
                ]}
              />
            </Card.Body>
            <CardAction reference={row.reference} status={row.status} canOpen={canOpen} />
          </Card.Root>
        </List.Item>
      ))}
    </List.Root>
  );
});

function CardAction({ reference, status, canOpen }: { reference: string; status: string; canOpen: boolean }) {
  const action = rowAction(status, canOpen);
  if (!action) return null;
  return (
    <Card.Footer>
      <RowAction reference={reference} action={action} />
    </Card.Footer>
  );
}
