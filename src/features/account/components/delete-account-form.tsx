import { Box, Button, Input, Stack } from '@chakra-ui/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormField } from '@/components/form-field.tsx';
import {
  DELETE_ACCOUNT_DEFAULTS,
  deleteAccountSchema,
  type DeleteAccountValues,
} from '../model/delete-account-schema.ts';
import { ConfirmDeletionField } from './confirm-deletion-field.tsx';
import { VerificationMethodField } from './verification-method-field.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

export interface DeleteAccountFormProps {
  /** Prefills (e.g. the signed-in user's email and mobile). */
  defaults?: Partial<DeleteAccountValues>;
  processing: boolean;
  onSubmit: (values: DeleteAccountValues) => void;
}

/** The request form: how to verify, the email or mobile, and the irreversible-action checkbox. */
export function DeleteAccountForm({ defaults, processing, onSubmit }: DeleteAccountFormProps) {
  const form = useForm<DeleteAccountValues>({
    resolver: yupResolver(deleteAccountSchema),
    defaultValues: { ...DELETE_ACCOUNT_DEFAULTS, ...defaults },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={asyncHandler(form.handleSubmit(onSubmit))}>
        <Stack gap="5">
          <VerificationMethodField />
          {/* Both stay mounted so that switching keeps what was typed; only the chosen one shows. */}
          <Box hidden={method !== 'email'}>
            <FormField name="email" label="Email" required>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </Box>
          <Box hidden={method !== 'mobile'}>
            <FormField name="mobile" label="Mobile Number" required>
              <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('mobile')} />
            </FormField>
          </Box>
          <ConfirmDeletionField />
          <Button
            type="submit"
            colorPalette="red"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={processing}
            loadingText="Processing..."
          >
            Request Account Deletion
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
