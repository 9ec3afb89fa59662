import { Heading, Stack, Text } from '@chakra-ui/react';
import { MandatoryNote } from '@/components/mandatory-note.tsx';
import { ZimbabweBeneficiaryForm } from '../components/zimbabwe-beneficiary-form.tsx';

/** /beneficiaries/new: a Zimbabwe beneficiary (names, a Zimbabwe mobile, save to favourites); Save goes to /beneficiaries. */
export default function NewBeneficiaryPage() {
  return (
    <Stack gap="4" py="2" maxW="xl">
      <Heading as="h1" size="xl">
        New Beneficiary
      </Heading>
      <Text>Someone you send money to in Zimbabwe.</Text>
      <MandatoryNote />
      <ZimbabweBeneficiaryForm />
    </Stack>
  );
}
