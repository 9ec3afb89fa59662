import { HStack, Table } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { beneficiaryMobile, beneficiaryName } from '../model/beneficiary-name.ts';
import { beneficiaryCountry } from '../model/list-view.ts';
import { SendAgainButton } from '@/components/send-again-button.tsx';
import { UpdateLink } from './update-link.tsx';

export interface BeneficiaryListProps {
  rows: readonly Beneficiary[];
  labelledBy: string;
  /** Adds the country (when the list holds more than one). */
  showCountry: boolean;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The beneficiaries as a table (screens from `md` up): first, middle and last name, mobile, Update
 * and Send again.
 */
export function BeneficiariesTable({ rows, labelledBy, showCountry }: BeneficiaryListProps) {
  const columns = [
    'First name',
    'Middle name',
    'Last name',
    'Mobile',
    ...(showCountry ? ['Country'] : []),
    'Action',
  ];
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
          {rows.map((row) => (
            <Table.Row key={row.beneficiary_id}>
              <Table.Cell>{textOf(row.fname) || textOf(row.first_name)}</Table.Cell>
              <Table.Cell>{textOf(row.mname)}</Table.Cell>
              <Table.Cell>{textOf(row.lname) || textOf(row.last_name) || textOf(row.surname)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{beneficiaryMobile(row)}</Table.Cell>
              {showCountry && <Table.Cell>{beneficiaryCountry(row)}</Table.Cell>}
              <Table.Cell>
                <HStack gap="2" align="start">
                  <UpdateLink id={row.beneficiary_id} name={beneficiaryName(row)} />
                  <SendAgainButton
                    source={{ kind: 'beneficiary', beneficiary: row }}
                    label={`Send again to ${beneficiaryName(row)}`}
                  />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
