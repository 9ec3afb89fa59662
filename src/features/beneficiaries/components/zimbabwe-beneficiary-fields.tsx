import type { ReactNode } from 'react';
import { Input, InputGroup, Stack } from '@chakra-ui/react';
import { FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/checkbox-field.tsx';
import { FormField } from '@/components/form-field.tsx';
import { FormRootError } from '@/components/form-root-error.tsx';
import type { NewBeneficiaryForm } from '../model/beneficiary-form.ts';
import { ZIMBABWE_PREFIX } from '@/lib/phone.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

/** The add form's id, so a button outside it (the send flow's Continue) can submit it. */
export const NEW_BENEFICIARY_FORM_ID = 'new-beneficiary-form';

export interface ZimbabweBeneficiaryFieldsProps {
  form: UseFormReturn<NewBeneficiaryForm>;
  onSubmit: SubmitHandler<NewBeneficiaryForm>;
  /** Shown under the mobile number (e.g. that the number is already saved). */
  mobileNote?: ReactNode;
  /** The form element's id (default NEW_BENEFICIARY_FORM_ID). */
  id?: string;
  /** Shown at the end of the form, e.g. its submit button. */
  children?: ReactNode;
}

/**
 * A Zimbabwe beneficiary's form: names, a Zimbabwe mobile after the fixed '+263', and Save to
 * favourites (spec doc 2 §5 'Beneficiaries'). The send flow's beneficiary step keeps what it gives
 * until Make Payment; /beneficiaries/new and /add-beneficiary save it at once.
 */
export function ZimbabweBeneficiaryFields({
  form,
  onSubmit,
  mobileNote,
  id = NEW_BENEFICIARY_FORM_ID,
  children,
}: ZimbabweBeneficiaryFieldsProps) {
  const { register } = form;
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={asyncHandler(form.handleSubmit(onSubmit))}>
        <Stack gap="4">
          <FormRootError form={form} />
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
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
