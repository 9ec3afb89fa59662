import { Alert, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { UpgradePage } from '../components/upgrade-page.tsx';

/** Spec §9: the unlimited upgrade's errors stay 6 seconds. */
export const UNLIMITED_ERROR_MS = 6_000;

/**
 * /upgrade-unlimited: the sidebar note (instant to 24 hours), the warnings to fill the fields as
 * on the government photo ID and that any change needs re-verification, and the form.
 */
export default function UpgradeUnlimitedPage() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap="8" alignItems="start">
      <UpgradePage
        target="unlimited"
        title="Upgrade to Unlimited"
        errorMs={UNLIMITED_ERROR_MS}
        intro={
          <Stack gap="3">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                Fill in the mandatory fields (*) exactly as they appear on your government-issued photo ID.
              </Alert.Description>
            </Alert.Root>
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Description>
                Any change to your profile details needs to be verified again.
              </Alert.Description>
            </Alert.Root>
          </Stack>
        }
      />
      <Box
        as="aside"
        aria-label="How long it takes"
        borderWidth="1px"
        borderRadius="l3"
        p="4"
        mt={{ lg: '14' }}
      >
        <Text fontWeight="semibold">How long it takes</Text>
        <Text fontSize="sm" mt="1">
          We process your upgrade in anything from an instant to 24 hours. Your profile shows when it is done.
        </Text>
      </Box>
    </Grid>
  );
}
