import { Suspense, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { useSendPageRedirect } from '@/features/destinations';
import { KycStatusBanner, useKycSettled } from '@/features/kyc';
import { CHECKING_PAYMENT } from '@/features/payments';
import { isOnboarded } from '@/lib/session/onboarded.ts';
import { useUiOptions } from '@/features/ui-options';
import { errorText } from '@/lib/api-error.ts';
import { AmountStep } from '../components/amount-step.tsx';
import { BeneficiaryStep, ConfirmationStep, SenderStep } from '../components/later-steps.tsx';
import { PaymentNotices } from '../components/payment-notices.tsx';
import { paymentStatusText, StatusStep } from '../components/status-step.tsx';
import { StepSidebar, type LimitPanel } from '../components/step-sidebar.tsx';
import { usePaymentRun, type PaymentRun } from '../hooks/use-payment-run.ts';
import { useSendEntry } from '@/remittance/hooks/use-send-entry.ts';
import { useSteps } from '../hooks/use-steps.ts';
import { packageName, showsLimitPanel, showsUpgradeLink } from '@/remittance/model/account-rules.ts';
import { capsFor, remainingLimit } from '@/remittance/amount/limits.ts';
import { BACK, NEXT, type StepEvent, type StepId } from '../model/steps.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import type { LimitsResult, UiOptions } from '@/api/contract.ts';
import { FlashNote } from '@/components/flash-note.tsx';
import { LiveStatus } from '@/components/live-status.tsx';
import { STEP_HEADING_ID, StepFocus } from '@/components/step-heading.tsx';
import { routes } from '@/config/paths.ts';

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

interface StepViewProps {
  step: StepId;
  user: User;
  options: UiOptions;
  run: PaymentRun;
  move: (event: StepEvent) => void;
}

/** A status line while something of the page is on its way. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap="3" align="center" role="status">
      <Spinner size="sm" />
      <Text>{children}</Text>
    </Stack>
  );
}

/** The current step's screen (Amount to Send is rendered by the page, which holds its data). */
function StepView({ step, user, options, run, move }: StepViewProps) {
  const back = () => move(BACK);
  const forward = () => move(NEXT);
  let screen: ReactNode;
  switch (step) {
    case 'sender':
      screen = <SenderStep user={user} options={options} onBack={back} onContinue={forward} />;
      break;
    case 'beneficiary':
      screen = <BeneficiaryStep user={user} options={options} onBack={back} onContinue={forward} />;
      break;
    case 'confirmation':
      screen = <ConfirmationStep user={user} options={options} run={run} onBack={back} />;
      break;
    default:
      return <StatusStep />;
  }
  return <Suspense fallback={<Loading>Loading the next step...</Loading>}>{screen}</Suspense>;
}

function SendMoney({ user }: { user: User }) {
  const options = useUiOptions();
  const { limits, pending, settled: entrySettled } = useSendEntry();
  // The amount form waits for what sits above it (the verification banner too), so it never jumps.
  const kycSettled = useKycSettled();
  // The form (the page's largest render) appears in a render of its own that React may pause for
  // the browser: the answer that settles it does not hold a slow phone's main thread for long.
  const settled = useDeferredValue(entrySettled && kycSettled, false);
  const onboarded = isOnboarded(user);
  const { steps, step: current, move } = useSteps(onboarded);
  const run = usePaymentRun();
  // Leaving for the payment page: the flow's state is already cleared; the status stays on screen.
  const leaving = run.stage === 'process-complete';
  const step = leaving ? 'status' : current;
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
        <Stack as="section" aria-labelledby={STEP_HEADING_ID} minW="0" gap="5">
          <FlashNote path={routes.sendMoney.pattern} />
          {/* Mounted with Confirmation, before Make Payment, so the payment's stages are read out. */}
          {(step === 'confirmation' || step === 'status') && (
            <LiveStatus text={paymentStatusText(run.underway, leaving)} />
          )}
          {!leaving && (step !== 'amount' || settled) && <KycStatusBanner compact />}
          <PaymentNotices run={run} />
          <StepFocus step={step}>
            {run.recovering ? (
              <Loading>{CHECKING_PAYMENT}</Loading>
            ) : leaving ? (
              <StatusStep leaving />
            ) : !options || (step === 'amount' && !settled) ? (
              <Loading>Loading the sending options...</Loading>
            ) : step === 'amount' ? (
              <AmountStep
                user={user}
                options={options}
                limits={limits.data}
                pending={pending.data}
                onContinue={() => move(NEXT)}
              />
            ) : (
              <StepView step={step} user={user} options={options} run={run} move={move} />
            )}
          </StepFocus>
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * /send-money: the Zimbabwe send flow (the post-login landing). An SA sender who has not chosen a
 * country yet goes to /country-selection first, and one who chose another country to its flow.
 */
export default function SendMoneyPage() {
  const user = useAtomValue(sessionUserAtom);
  const redirect = useSendPageRedirect('zimbabwe');
  return user && !redirect ? <SendMoney user={user} /> : null;
}
