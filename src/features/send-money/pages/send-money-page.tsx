import { useCallback, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Box, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { sessionUserAtom } from '@/features/auth';
import { isOnboarded } from '@/features/shell';
import { useUiOptions } from '@/features/ui-options';
import { errorText } from '@/lib/api-error.ts';
import { AmountStep } from '../components/amount-step.tsx';
import { StepPlaceholder } from '../components/step-placeholder.tsx';
import { StepSidebar, type LimitPanel } from '../components/step-sidebar.tsx';
import { useSendEntry } from '../hooks/use-send-entry.ts';
import { useSteps } from '../hooks/use-steps.ts';
import { packageName, showsLimitPanel, showsUpgradeLink } from '../model/account-rules.ts';
import { capsFor, remainingLimit } from '../model/limits.ts';
import { SEND_ERROR_MS } from '../model/timers.ts';
import type { LimitsResult, UiOptions } from '@/api/contract.ts';

/** The sidebar's package, remaining limit and upgrade link; none for UK users. */
function limitPanelFor(
  user: User,
  options: UiOptions | undefined,
  limits: LimitsResult | undefined,
): LimitPanel | null {
  if (!showsLimitPanel(user.country)) return null;
  const caps = capsFor(options?.limits ?? limits?.limits, user.country, user.kyc_status);
  return {
    packageName: packageName(user.kyc_status),
    remaining: limits ? remainingLimit(caps, limits.amountsSent, user.country, user.kyc_status) : null,
    upgradeLink: showsUpgradeLink(user),
  };
}

function SendMoney({ user }: { user: User }) {
  const options = useUiOptions();
  const { limits, pending } = useSendEntry();
  const onboarded = isOnboarded(user);
  const { steps, step, move } = useSteps(onboarded);
  const { clearError: clearLimitsError } = limits;
  const { clearError: clearPendingError } = pending;
  const dismissLoadErrors = useCallback(() => {
    clearLimitsError();
    clearPendingError();
  }, [clearLimitsError, clearPendingError]);
  const loadErrors = useMemo(
    () => [limits.error, pending.error].filter((e) => e !== undefined).map((e) => errorText(e)),
    [limits.error, pending.error],
  );

  return (
    <Stack gap="5" py="6">
      <Heading as="h1" size="xl">
        Send Money
      </Heading>
      <ErrorBanner messages={loadErrors} onDismiss={dismissLoadErrors} timeoutMs={SEND_ERROR_MS.limits} />
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <StepSidebar steps={steps} current={step} limitPanel={limitPanelFor(user, options, limits.data)} />
        <Box as="section" aria-labelledby="step-heading" minW="0">
          {!options ? (
            <Stack direction="row" gap="3" align="center" role="status">
              <Spinner size="sm" />
              <Text>Loading the sending options...</Text>
            </Stack>
          ) : step === 'amount' ? (
            <AmountStep
              user={user}
              options={options}
              limits={limits.data}
              pending={pending.data}
              onContinue={() => move('forward')}
            />
          ) : (
            <StepPlaceholder step={step} onBack={() => move('back')} />
          )}
        </Box>
      </Grid>
    </Stack>
  );
}

/** /send-money: the Zimbabwe send flow (the post-login landing). */
export default function SendMoneyPage() {
  const user = useAtomValue(sessionUserAtom);
  return user ? <SendMoney user={user} /> : null;
}
