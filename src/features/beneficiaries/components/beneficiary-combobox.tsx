import { useMemo, useState } from 'react';
import { Combobox, Portal, Text, createListCollection } from '@chakra-ui/react';
import type { Beneficiary } from '@/api/contract.ts';
import { beneficiaryMobile, beneficiaryName } from '../model/beneficiary-name.ts';
import { beneficiarySearch } from '../model/search.ts';

/** Spec §9: the beneficiary dropdown is 300 px high (it scrolls beyond). */
export const DROPDOWN_MAX_HEIGHT = '300px';

/**
 * At most this many matches are listed at once: a long book (a sender of years has a hundred
 * names and more) stays quick to open and filter on a slow phone; typing narrows it down.
 */
export const LISTED_MATCHES = 50;

/** The note under a cut list, e.g. 'Showing 50 of 120: type a name or number to find others'. */
export function moreMatchesText(listed: number, matching: number): string | null {
  return matching > listed ? `Showing ${listed} of ${matching}: type a name or number to find others` : null;
}

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
  const search = useMemo(() => beneficiarySearch(beneficiaries), [beneficiaries]);
  const matching = useMemo(() => search(query), [search, query]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: matching.slice(0, LISTED_MATCHES),
        itemToString: beneficiaryName,
        itemToValue: (item) => item.beneficiary_id,
      }),
    [matching],
  );
  const more = moreMatchesText(collection.items.length, matching.length);
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
            {more && (
              <Text px="3" py="2" fontSize="sm" color="fg.muted">
                {more}
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
