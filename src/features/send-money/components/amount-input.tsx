import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field.tsx';
import type { AmountFormValues } from '../model/amount-form.ts';
import { otherAmount } from '../model/amount-form.ts';
import { amountInput } from '@/remittance/amount/numbers.ts';

type AmountName = 'amount_to_send' | 'amount_to_receive';

/**
 * One of the two amounts: digits and one decimal point. Editing it blanks the other amount (the
 * user gives one, the server works out the other).
 */
export function AmountInput({ name, label }: { name: AmountName; label: string }) {
  const { register, setValue, getValues } = useFormContext<AmountFormValues>();
  const other = otherAmount(name);
  // Amount to receive also re-checks 'either amount' (its message sits on amount to send).
  const field = register(name, name === 'amount_to_receive' ? { deps: ['amount_to_send'] } : undefined);
  return (
    <FormField name={name} label={label}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        {...field}
        onChange={(event) => {
          event.target.value = amountInput(event.target.value);
          if (getValues(other) !== '') setValue(other, '', { shouldValidate: false });
          // react-hook-form's onChange validates and keeps its errors; nothing to wait for.
          void field.onChange(event);
        }}
      />
    </FormField>
  );
}
