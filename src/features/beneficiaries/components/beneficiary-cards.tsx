import { Card, HStack, List, Text } from '@chakra-ui/react';
import { DetailList, type DetailItem } from '@/components/detail-list.tsx';
import { SendAgainButton } from '@/components/send-again-button.tsx';
import { beneficiaryMobile, beneficiaryName } from '../model/beneficiary-name.ts';
import { beneficiaryCountry } from '../model/list-view.ts';
import type { BeneficiaryListProps } from './beneficiaries-table.tsx';
import { UpdateLink } from './update-link.tsx';

/** The beneficiaries as cards (phones): the name, the mobile (and country), Update, Send again. */
export function BeneficiaryCards({ rows, labelledBy, showCountry }: BeneficiaryListProps) {
  return (
    <List.Root as="ul" aria-labelledby={labelledBy} listStyle="none" ps="0" gap="3">
      {rows.map((row) => {
        const name = beneficiaryName(row);
        const items: DetailItem[] = [{ label: 'Mobile', value: beneficiaryMobile(row) }];
        if (showCountry) items.push({ label: 'Country', value: beneficiaryCountry(row) });
        return (
          <List.Item key={row.beneficiary_id}>
            <Card.Root size="sm" w="full">
              <Card.Header>
                <Text as="h2" fontWeight="semibold" overflowWrap="anywhere">
                  {name}
                </Text>
              </Card.Header>
              <Card.Body>
                <DetailList items={items} />
              </Card.Body>
              <Card.Footer>
                <HStack gap="2" align="start" wrap="wrap">
                  <UpdateLink id={row.beneficiary_id} name={name} />
                  <SendAgainButton
                    source={{ kind: 'beneficiary', beneficiary: row }}
                    label={`Send again to ${name}`}
                  />
                </HStack>
              </Card.Footer>
            </Card.Root>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
