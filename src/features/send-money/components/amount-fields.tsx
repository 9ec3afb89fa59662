import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Country, UiOptions } from '@/api/contract.ts';
import { FormField } from '@/components/form-field.tsx';
import type { AmountFormValues } from '../model/amount-form.ts';
import { sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import { AmountInput } from './amount-input.tsx';
import { SelectField, type SelectFieldProps } from '@/components/select-field.tsx';

export interface AmountFieldsProps {
  country: Country;
  options: UiOptions;
}

/** The amount step's fields: both amounts, currency, transfer type, payment method, purpose, promo code. */
export function AmountFields({ country, options }: AmountFieldsProps) {
  const { register, control } = useFormContext<AmountFormValues>();
  const [currency, method] = useWatch({ control, name: ['destination_currency', 'payment_method'] });
  const key = country === 'UK' ? 'uk' : 'sa';
  const methods = options.payment_methods[key];
  const disclaimer = methods.find((m) => m.id === method)?.disclaimer;
  const selects: SelectFieldProps[] = [
    {
      name: 'destination_currency',
      label: 'Destination currency',
      placeholder: 'Select a currency',
      options: options.receiving_currencies.map((c) => ({ value: c.currency, label: c.display })),
    },
    {
      name: 'trans_type',
      label: 'Transfer type',
      placeholder: 'Select a transfer type',
      options: options.transfer_types.map((t) => ({ value: t.type, label: t.type })),
    },
    {
      name: 'payment_method',
      label: 'Payment method',
      placeholder: 'Select a payment method',
      helperText: disclaimer,
      options: methods.map((m) => ({ value: m.id, label: m.name })),
    },
    {
      name: 'purpose',
      label: 'Purpose',
      placeholder: 'Select a purpose',
      options: options.purpose_of_remittance[key].map((p) => ({ value: p.id, label: p.purpose })),
    },
  ];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <AmountInput name="amount_to_send" label={`Amount to send (${sourceCurrencyFor(country)})`} />
        <AmountInput
          name="amount_to_receive"
          label={currency ? `Amount to receive (${currency})` : 'Amount to receive'}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {selects.map((field) => (
          <SelectField key={field.name} required {...field} />
        ))}
      </SimpleGrid>
      <FormField name="promo_code" label="Promo code (optional)">
        <Input autoComplete="off" {...register('promo_code')} />
      </FormField>
    </Stack>
  );
}
