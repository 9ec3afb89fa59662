import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { UPGRADE_REQUIRED_MESSAGE } from '../model/account-rules.ts';
import { COMPLIANCE_HOLD_MESSAGE, VIEW_TRANSACTION, type PendingNotice as Notice } from '../model/pending.ts';

/** A transaction awaiting payment: the server's disclaimer and a link to it. */
export function PendingNotice({ notice }: { notice: Notice }) {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {notice.text}{' '}
          <Link asChild variant="underline" colorPalette="blue" fontWeight="semibold">
            <RouterLink href={notice.link}>{VIEW_TRANSACTION}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A transaction held by compliance: no new quote until it is cleared. */
export function ComplianceHoldNotice() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{COMPLIANCE_HOLD_MESSAGE}</Alert.Description>
    </Alert.Root>
  );
}

/** SA onboarded lite users: no new quote until they upgrade (the sidebar links to My Limits). */
export function UpgradeRequiredNotice() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{UPGRADE_REQUIRED_MESSAGE}</Alert.Description>
    </Alert.Root>
  );
}
