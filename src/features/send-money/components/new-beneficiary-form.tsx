import type { ReactNode } from 'react';
import { Input, InputGroup, Stack } from '@chakra-ui/react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import type { NewBeneficiaryForm } from '../model/beneficiary-schema.ts';
import { ZIMBABWE_PREFIX } from '../model/zimbabwe-mobile.ts';

/** The add form's id, so the step's Continue button can submit it. */
export const NEW_BENEFICIARY_FORM_ID = 'new-beneficiary-form';

export interface NewBeneficiaryFieldsProps {
  form: UseFormReturn<NewBeneficiaryForm>;
  onSubmit: (values: NewBeneficiaryForm) => void;
  /** Shown under the mobile number (e.g. that the number is already saved). */
  mobileNote?: ReactNode;
}

/**
 * The Zimbabwe beneficiary typed in the flow: names, a Zimbabwe mobile after the fixed '+263', and
 * Save to favourites. It is only kept here: the payment run adds it at Make Payment.
 */
export function NewBeneficiaryFields({ form, onSubmit, mobileNote }: NewBeneficiaryFieldsProps) {
  const { register } = form;
  return (
    <FormProvider {...form}>
      <form id={NEW_BENEFICIARY_FORM_ID} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Stack gap="4">
          <FormField name="first_name" label="First name" required>
            <Input autoComplete="off" {...register('first_name')} />
          </FormField>
          <FormField name="middle_name" label="Middle name (optional)">
            <Input autoComplete="off" {...register('middle_name')} />
          </FormField>
          <FormField name="last_name" label="Last name" required>
            <Input autoComplete="off" {...register('last_name')} />
          </FormField>
          <FormField
            name="mobile"
            label="Mobile number"
            required
            helperText={`Zimbabwe numbers only: the number after ${ZIMBABWE_PREFIX}, without the first 0.`}
          >
            <InputGroup startAddon={ZIMBABWE_PREFIX} startAddonProps={{ 'aria-hidden': true }}>
              <Input type="tel" inputMode="numeric" autoComplete="off" {...register('mobile')} />
            </InputGroup>
          </FormField>
          {mobileNote}
          <CheckboxField name="save_to_favourites" label="Save to favourites" />
        </Stack>
      </form>
    </FormProvider>
  );
}
