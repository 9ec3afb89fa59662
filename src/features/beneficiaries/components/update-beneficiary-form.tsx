import { Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { FormProvider } from 'react-hook-form';
import type { Beneficiary } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FieldFrame } from '@/components/field-frame.tsx';
import { FormField } from '@/components/form-field.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { routes } from '@/config/paths.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useUpdateBeneficiary } from '../hooks/use-update-beneficiary.ts';
import { beneficiaryMobile } from '../model/beneficiary-name.ts';
import { MAX_BENEFICIARY_EDIT } from '../model/edit-distance.ts';
import { beneficiaryCountry } from '../model/list-view.ts';
import { BANK_FIELDS, type EditableField } from '../model/update-rules.ts';
import { asyncHandler } from '@/lib/async-handler.ts';

const LABELS: Record<EditableField, string> = {
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  bank_name: 'Bank name',
  bank_code: 'Bank code',
  account_number: 'Account number',
};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Update Beneficiary (spec doc 1 'Beneficiaries', doc 2 §5 'Update'): first, middle and last name,
 * bank name, bank code and account number editable, for every beneficiary; mobile, country and
 * telephone shown disabled; Update enabled only when changed and valid.
 */
export function UpdateBeneficiaryForm({ beneficiary }: { beneficiary: Beneficiary }) {
  const online = useOnline();
  const update = useUpdateBeneficiary(beneficiary);
  const { form } = update;
  const field = (name: EditableField, required = false) => (
    <FormField key={name} name={name} label={LABELS[name]} required={required}>
      <Input
        autoComplete="off"
        inputMode={name === 'account_number' ? 'numeric' : undefined}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <Stack gap="4">
      <Text>
        You can correct a spelling here: each field may change by at most {MAX_BENEFICIARY_EDIT} characters.
        The mobile number, country and telephone cannot change.
      </Text>
      <ErrorBanner messages={update.bannerMessages} onDismiss={update.clearError} />
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(form.handleSubmit(update.submit))}>
          <Stack gap="4">
            {field('first_name', true)}
            {field('middle_name')}
            {field('last_name', true)}
            {BANK_FIELDS.map((name) => field(name))}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FieldFrame label="Mobile" error={update.mobileError}>
                <Input value={beneficiaryMobile({ mobile: beneficiary.mobile })} disabled readOnly />
              </FieldFrame>
              <FieldFrame label="Country">
                <Input value={beneficiaryCountry(beneficiary)} disabled readOnly />
              </FieldFrame>
              <FieldFrame label="Telephone">
                <Input
                  value={beneficiaryMobile({ mobile: textOf(beneficiary.telephone) })}
                  disabled
                  readOnly
                />
              </FieldFrame>
            </SimpleGrid>
            <HStack gap="3" flexWrap="wrap">
              <Button
                type="submit"
                loading={update.updating}
                loadingText="Updating..."
                disabled={!update.canUpdate || !online}
              >
                Update
              </Button>
              <Button asChild variant="outline">
                <RouterLink href={routes.beneficiaries.pattern}>Cancel</RouterLink>
              </Button>
            </HStack>
            {!update.changed && (
              <Text fontSize="sm" color="fg.muted">
                Change a field to update the beneficiary.
              </Text>
            )}
            <OfflineNote action="update the beneficiary" />
          </Stack>
        </form>
      </FormProvider>
    </Stack>
  );
}
