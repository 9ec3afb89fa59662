import { Text } from '@chakra-ui/react';
import { ERROR_BANNER_MS } from '@/components/error-banner.tsx';
import { UpgradePage } from '../components/upgrade-page.tsx';

/** /upgrade-limited: a lite sender gives their address and photo ID to move up to Limited. */
export default function UpgradeLimitedPage() {
  return (
    <UpgradePage
      target="limited"
      title="Upgrade to Limited"
      errorMs={ERROR_BANNER_MS}
      intro={
        <Text maxW="3xl">
          Give your address and a valid photo ID to raise your sending limits. Fill in the fields exactly as
          they appear on your ID. We review it in anything from an instant to 24 hours.
        </Text>
      }
    />
  );
}
