import { Table, Text } from '@chakra-ui/react';
import type { ListRow } from '../model/list-row.ts';
import { RowAction } from './row-action.tsx';
import { StatusBadge } from './status-badge.tsx';

const COLUMNS = ['Date', 'Reference', 'Beneficiary', 'Amount', 'Payment method', 'Status', 'Action'];

/** The transactions as a table (screens from `md` up). */
export function TransactionsTable({ rows, labelledBy }: { rows: readonly ListRow[]; labelledBy: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy} interactive>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
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
              </Table.Cell>
              <Table.Cell>
                <RowAction reference={row.reference} status={row.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
