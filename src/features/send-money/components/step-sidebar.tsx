import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { LimitPeriod } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { UPGRADE_LINK_LABEL } from '@/remittance/model/account-rules.ts';
import { formatMoney } from '@/lib/money.ts';
import type { RemainingLimit } from '@/remittance/amount/limits.ts';
import { FlowSteps } from '@/components/flow-steps.tsx';
import { STEP_LABELS, type StepId } from '../model/steps.ts';

/** What the limit panel shows (not for UK users). */
export interface LimitPanel {
  packageName: string;
  remaining: RemainingLimit | null;
  upgradeLink: boolean;
}

export interface StepSidebarProps {
  steps: readonly StepId[];
  current: StepId;
  limitPanel: LimitPanel | null;
}

const PERIOD_TEXT: Record<LimitPeriod, string> = {
  transaction: 'per transaction',
  day: 'left today',
  month: 'left this month',
  quarter: 'left this quarter',
  year: 'left this year',
};

/** The flow's steps, then the package, remaining limit and upgrade link for non-UK users. */
export function StepSidebar({ steps, current, limitPanel }: StepSidebarProps) {
  return (
    <Stack
      gap={{ base: '3', md: '5' }}
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      borderRadius="l3"
      alignSelf="start"
    >
      <FlowSteps
        label="Send money steps"
        steps={steps.map((step) => ({ id: step, label: STEP_LABELS[step] }))}
        current={current}
        bare
      />
      {limitPanel && (
        <Stack gap="2" pt={{ base: '3', md: '4' }} borderTopWidth="1px">
          <Text fontSize="sm">
            Package: <strong>{limitPanel.packageName}</strong>
          </Text>
          {limitPanel.remaining && (
            <Text fontSize="sm">
              Remaining limit:{' '}
              <strong>{formatMoney(limitPanel.remaining.amount, limitPanel.remaining.currency)}</strong>{' '}
              {PERIOD_TEXT[limitPanel.remaining.period]}
            </Text>
          )}
          {limitPanel.upgradeLink && (
            <Link asChild variant="underline" colorPalette="blue" fontSize="sm">
              <RouterLink href={routes.upgradeAccount.pattern}>{UPGRADE_LINK_LABEL}</RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </Stack>
  );
}
