import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { routes } from '@/config/paths.ts';
import { useOnline } from '@/lib/use-online.ts';
import { useAddZimbabweBeneficiary } from '../hooks/use-add-zimbabwe-beneficiary.ts';
import { ZimbabweBeneficiaryFields } from './zimbabwe-beneficiary-fields.tsx';

const FORM_ID = 'add-zimbabwe-beneficiary';

/** A Zimbabwe beneficiary to save now: the fields, Save (online only) and Cancel back to the list. */
export function ZimbabweBeneficiaryForm() {
  const online = useOnline();
  const add = useAddZimbabweBeneficiary();
  return (
    <>
      <ErrorBanner messages={add.bannerMessages} onDismiss={add.clearError} />
      <ZimbabweBeneficiaryFields id={FORM_ID} form={add.form} onSubmit={add.submit}>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" loading={add.saving} loadingText="Saving..." disabled={!online}>
            Save
          </Button>
          <Button asChild variant="outline">
            <RouterLink href={routes.beneficiaries.pattern}>Cancel</RouterLink>
          </Button>
        </HStack>
        <OfflineNote action="save the beneficiary" />
      </ZimbabweBeneficiaryFields>
    </>
  );
}
