import { useMemo, useState } from 'react';
import { Combobox, Portal, Text, createListCollection } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { beneficiaryMobile, beneficiaryName, searchBeneficiaries } from '@/features/beneficiaries';

/** Spec §9: the beneficiary dropdown is 300 px high (it scrolls beyond). */
export const DROPDOWN_MAX_HEIGHT = '300px';

export interface BeneficiaryComboboxProps {
  beneficiaries: readonly Beneficiary[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}

/**
 * The searchable dropdown of saved beneficiaries: a labelled search input filtering a listbox of
 * names and mobiles (arrows move, Enter chooses, Escape closes).
 */
export function BeneficiaryCombobox({ beneficiaries, selectedId, onSelect }: BeneficiaryComboboxProps) {
  // What the user typed; choosing a beneficiary fills the input with their name but lists all again.
  const [query, setQuery] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: searchBeneficiaries(beneficiaries, query),
        itemToString: beneficiaryName,
        itemToValue: (item) => item.beneficiary_id,
      }),
    [beneficiaries, query],
  );
  const selected = beneficiaries.find((item) => item.beneficiary_id === selectedId);

  return (
    <Combobox.Root
      collection={collection}
      value={selectedId ? [selectedId] : []}
      defaultInputValue={selected ? beneficiaryName(selected) : ''}
      onValueChange={(details) => onSelect(details.value[0] ?? null)}
      onInputValueChange={(details) => setQuery(details.reason === 'input-change' ? details.inputValue : '')}
      onOpenChange={(details) => {
        if (!details.open) setQuery('');
      }}
      openOnClick
      inputBehavior="autohighlight"
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>Search saved beneficiaries</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Type a name or mobile number" />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label="Show all saved beneficiaries" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH={DROPDOWN_MAX_HEIGHT} overflowY="auto">
            <Combobox.Empty>No saved beneficiary matches your search</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.beneficiary_id} item={item} alignItems="start">
                <Combobox.ItemText display="flex" flexDirection="column">
                  <Text as="span" fontWeight="medium">
                    {beneficiaryName(item)}
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {beneficiaryMobile(item)}
                  </Text>
                </Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
