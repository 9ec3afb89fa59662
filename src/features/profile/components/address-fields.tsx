import { useState } from 'react';
import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { Country, PostcodeAddress } from '@/api/contract.ts';
import { FieldFrame } from '@/components/field-frame.tsx';
import { errorText } from '@/lib/api-error.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { lookupPostcode } from '../api/lookup-postcode.ts';
import { TextInputField } from './form-inputs.tsx';

export interface AddressFieldsProps {
  country: Country | string;
  /** Address line 1, city and state/province are required. */
  required: boolean;
  /** The post code is required too (the upgrade form). */
  postCodeRequired?: boolean;
}

const ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'state_province', 'post_code'] as const;

/** One address of the lookup as a line: '10 Downing Street, Westminster, London'. */
function addressLine(address: PostcodeAddress): string {
  return [address.address_line_1, address.address_line_2, address.city].filter(Boolean).join(', ');
}

/**
 * The address (post_code, address lines 1 and 2, city, state_province). UK senders may look their
 * postcode up through the portal API and pick an address from the list, which fills the fields;
 * typing the address by hand is always possible.
 */
export function AddressFields({ country, required, postCodeRequired = false }: AddressFieldsProps) {
  const uk = country === 'UK';
  return (
    <Stack gap="4">
      {uk && <PostcodeLookup required={postCodeRequired} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextInputField
          name="address_line_1"
          label="Address line 1"
          required={required}
          input={{ autoComplete: 'address-line1' }}
        />
        <TextInputField
          name="address_line_2"
          label="Address line 2"
          input={{ autoComplete: 'address-line2' }}
        />
        <TextInputField
          name="city"
          label="City"
          required={required}
          input={{ autoComplete: 'address-level2' }}
        />
        <TextInputField
          name="state_province"
          label={uk ? 'County' : 'State/Province'}
          required={required}
          input={{ autoComplete: 'address-level1' }}
        />
        {!uk && (
          <TextInputField
            name="post_code"
            label="Post code"
            required={postCodeRequired}
            input={{ autoComplete: 'postal-code' }}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/** The UK post code with 'Find address', the addresses found and 'no address found'. */
function PostcodeLookup({ required }: { required: boolean }) {
  const { getValues, setValue, formState } = useFormContext();
  const online = useOnline();
  const lookup = useCall(lookupPostcode);
  const [searched, setSearched] = useState<string | null>(null);
  const [picked, setPicked] = useState('');
  const addresses = lookup.data ?? [];

  const find = async () => {
    const postcode = String(getValues('post_code') ?? '').trim();
    if (postcode === '') return;
    setPicked('');
    setSearched(postcode);
    await lookup.run(postcode);
  };

  const fill = (index: string) => {
    setPicked(index);
    const address = addresses[Number(index)];
    if (!address) return;
    for (const name of ADDRESS_FIELDS) {
      setValue(name, address[name] ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  };

  const found = lookup.data !== undefined && !lookup.loading;
  return (
    <Stack gap="2">
      <HStack gap="2" align="end" wrap="wrap">
        <Stack flex="1" minW="12rem">
          <TextInputField
            name="post_code"
            label="Post code"
            required={required}
            input={{
              autoComplete: 'postal-code',
              onKeyDown: (event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void find();
                }
              },
            }}
          />
        </Stack>
        <Button variant="outline" onClick={() => void find()} loading={lookup.loading} disabled={!online}>
          Find address
        </Button>
      </HStack>
      {!online && (
        <Text fontSize="sm" color="fg.muted">
          You are offline: type your address below.
        </Text>
      )}
      {lookup.error && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorText(lookup.error)} You can type your address below.
        </Text>
      )}
      {found && addresses.length === 0 && (
        <Text role="status" fontSize="sm">
          No address found for {searched}. Check the post code, or type your address below.
        </Text>
      )}
      {found && addresses.length > 0 && (
        <FieldFrame label="Choose your address" helperText="Or type your address below.">
          <NativeSelect.Root>
            <NativeSelect.Field
              placeholder={`${addresses.length} address${addresses.length === 1 ? '' : 'es'} found`}
              value={picked}
              onChange={(event) => fill(event.target.value)}
            >
              {addresses.map((address, index) => (
                <option key={addressLine(address)} value={String(index)}>
                  {addressLine(address)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldFrame>
      )}
    </Stack>
  );
}
