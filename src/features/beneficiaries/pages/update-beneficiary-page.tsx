import { Button, Center, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'wouter';
import { routes } from '@/config/paths.ts';
import { useOnline } from '@/lib/use-online.ts';
import { warmBeneficiaries } from '../api/warm-cache.ts';
import { UpdateBeneficiaryForm } from '../components/update-beneficiary-form.tsx';
import { useBeneficiary } from '../hooks/use-beneficiary.ts';
import { beneficiaryName } from '../model/beneficiary-name.ts';

/** Reads the cached list while the layout loads, so the beneficiary is on screen with the page (route table). */
export function warmCache(): void {
  warmBeneficiaries();
}

/**
 * /beneficiaries/{id} (Update Beneficiary): the beneficiary from the cache at once, then the
 * server's copy; its form, or why there is none.
 */
export default function UpdateBeneficiaryPage() {
  const slug = decodeURIComponent(useParams<{ slug: string }>().slug ?? '');
  const online = useOnline();
  const one = useBeneficiary(slug);
  const { beneficiary } = one;

  let body;
  if (beneficiary) {
    body = <UpdateBeneficiaryForm key={beneficiary.beneficiary_id} beneficiary={beneficiary} />;
  } else if (one.error || (!online && one.cacheRead)) {
    body = (
      <Stack gap="3" align="start">
        <Text role="alert">
          {one.error
            ? one.error.messages.join(' ')
            : 'You are offline. This beneficiary shows here once you are back online.'}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          {one.error && !one.notFound && (
            <Button variant="outline" onClick={one.retry} disabled={!online}>
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <RouterLink href={routes.beneficiaries.pattern}>Back to Beneficiaries</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  } else {
    body = (
      <Center py="10" gap="3">
        <Spinner aria-hidden="true" />
        <Text>Loading the beneficiary...</Text>
      </Center>
    );
  }

  return (
    <Stack gap="4" py="2" maxW="xl">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Update Beneficiary
        </Heading>
        {beneficiary && <Text color="fg.muted">{beneficiaryName(beneficiary)}</Text>}
      </Stack>
      {body}
    </Stack>
  );
}
