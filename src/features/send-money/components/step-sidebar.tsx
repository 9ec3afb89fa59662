import { Box, Circle, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import type { LimitPeriod } from '@/api/contract.ts';
import { routes } from '@/config/paths.ts';
import { UPGRADE_LINK_LABEL } from '../model/account-rules.ts';
import { formatMoney } from '@/lib/money.ts';
import type { RemainingLimit } from '../model/limits.ts';
import { STEP_LABELS, stepState, type StepId } from '../model/steps.ts';

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

function StepItem({
  index,
  step,
  state,
}: {
  index: number;
  step: StepId;
  state: ReturnType<typeof stepState>;
}) {
  const active = state === 'active';
  return (
    <HStack as="li" gap="3" aria-current={active ? 'step' : undefined}>
      <Circle
        size="7"
        fontSize="sm"
        fontWeight="semibold"
        bg={state === 'upcoming' ? 'bg.muted' : 'blue.solid'}
        color={state === 'upcoming' ? 'fg' : 'blue.contrast'}
        aria-hidden="true"
      >
        {state === 'passed' ? '✓' : index + 1}
      </Circle>
      <Text fontWeight={active ? 'semibold' : 'normal'}>
        {STEP_LABELS[step]}
        {state === 'passed' && (
          <Box as="span" srOnly>
            {' (done)'}
          </Box>
        )}
      </Text>
    </HStack>
  );
}

/** The flow's steps, then the package, remaining limit and upgrade link for non-UK users. */
export function StepSidebar({ steps, current, limitPanel }: StepSidebarProps) {
  return (
    <Stack gap="5" p="4" borderWidth="1px" borderRadius="l3" alignSelf="start">
      <Box as="nav" aria-label="Send money steps">
        <Stack as="ol" gap="3" listStyleType="none">
          {steps.map((step, index) => (
            <StepItem key={step} index={index} step={step} state={stepState(steps, current, step)} />
          ))}
        </Stack>
      </Box>
      {limitPanel && (
        <Stack gap="2" pt="4" borderTopWidth="1px">
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
