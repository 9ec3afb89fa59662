import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { PendingTransactionsResult, UiOptions, User } from '@/api/contract.ts';
import { UPGRADE_REQUIRED_MESSAGE, upgradeRequired } from '../model/account-rules.ts';
import {
  COMPLIANCE_HOLD_MESSAGE,
  VIEW_TRANSACTION,
  complianceHold,
  pendingNotice,
  type PendingNotice as Notice,
} from '../model/pending.ts';

/** A transaction awaiting payment: the server's disclaimer and a link to it. */
function PendingNotice({ notice }: { notice: Notice }) {
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
function ComplianceHoldNotice() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{COMPLIANCE_HOLD_MESSAGE}</Alert.Description>
    </Alert.Root>
  );
}

/** SA onboarded lite users: no new quote until they upgrade (the sidebar links to My Limits). */
function UpgradeRequiredNotice() {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Description>{UPGRADE_REQUIRED_MESSAGE}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * What the sender's account says before the amount step of either send flow, in this order: a
 * transaction awaiting payment, a compliance hold, an upgrade required. The step itself blocks
 * its quote on the same rules.
 */
export function AccountNotices({
  user,
  options,
  pending,
}: {
  user: User;
  options: UiOptions;
  pending: PendingTransactionsResult | undefined;
}) {
  const notice = pendingNotice(pending, options.disclaimers.pending_transactions);
  return (
    <>
      {notice && <PendingNotice notice={notice} />}
      {complianceHold(pending) && <ComplianceHoldNotice />}
      {upgradeRequired(user) && <UpgradeRequiredNotice />}
    </>
  );
}
