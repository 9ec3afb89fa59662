import { HStack, RadioGroup } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { VERIFICATION_METHODS, type DeleteAccountValues } from '../model/delete-account-schema.ts';

/** Email or Mobile Number: how the request is verified. */
export function VerificationMethodField() {
  const { control } = useFormContext<DeleteAccountValues>();
  return (
    <Controller
      control={control}
      name="method"
      render={({ field }) => (
        <RadioGroup.Root
          name={field.name}
          value={field.value}
          onValueChange={(details) => field.onChange(details.value)}
        >
          <RadioGroup.Label>Verify the request by</RadioGroup.Label>
          <HStack gap="6" mt="2" wrap="wrap">
            {VERIFICATION_METHODS.map((method) => (
              <RadioGroup.Item key={method.value} value={method.value}>
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{method.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    />
  );
}
