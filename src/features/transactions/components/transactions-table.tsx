import { memo } from 'react';
import { Table, Text } from '@chakra-ui/react';
import type { ListRow } from '../model/list-row.ts';
import { rowAction } from '../model/status.ts';
import { MovedOnMark } from './moved-on-mark.tsx';
import { RowAction } from './row-action.tsx';
import { StatusBadge } from './status-badge.tsx';

const COLUMNS = ['Date', 'Reference', 'Beneficiary', 'Amount', 'Payment method', 'Status'];

export interface TransactionsTableProps {
  rows: readonly ListRow[];
  labelledBy: string;
  /** Whether the user may open a transaction; if not (a locked account), rows have no action. */
  canOpen: boolean;
}

/** The transactions as a table (screens from `md` up). */
export const TransactionsTable = memo(function TransactionsTable({
  rows,
  labelledBy,
  canOpen,
}: TransactionsTableProps) {
  const columns = canOpen ? [...COLUMNS, 'Action'] : COLUMNS;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy} interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const action = rowAction(row.status, canOpen);
            return (
              <Table.Row key={row.reference}>
                <Table.Cell whiteSpace="nowrap">{row.date}</Table.Cell>
                <Table.Cell>{row.reference}</Table.Cell>
                <Table.Cell>{row.beneficiary}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.amount}
                  <Text fontSize="xs" color="fg.muted">
                    Receives {row.receives}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.paymentMethod}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                  <MovedOnMark text={row.movedOn} />
                </Table.Cell>
                {action && (
                  <Table.Cell>
                    <RowAction reference={row.reference} action={action} />
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
});
