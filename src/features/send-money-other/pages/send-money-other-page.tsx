import { Suspense, useEffect } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Alert, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { Beneficiary, Corridor, User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FlowSteps } from '@/components/flow-steps.tsx';
import { routes } from '@/config/paths.ts';
import { sessionUserAtom } from '@/lib/session/user.ts';
import { selectedDestinationAtom, useSendPageRedirect, type Destination } from '@/features/destinations';
import { SELF_TRANSFER_WARNING_SA } from '@/remittance/model/notices.ts';
import { useSendEntry } from '@/remittance/hooks/use-send-entry.ts';
import { useUiOptions } from '@/features/ui-options';
import { AmountStep } from '../components/amount-step.tsx';
import { BeneficiaryStep, ConfirmationStep } from '../components/later-steps.tsx';
import { DestinationLine } from '../components/destination-line.tsx';
import { crossBorderFlow } from '../flow.ts';
import { usePaymentRun } from '../hooks/use-payment-run.ts';
import { CHECKING_PAYMENT } from '@/features/payments';
import type { AmountsState } from '../model/amount-form.ts';
import { INITIATING_PAYMENT, NOT_REGISTERED, PAYMENT_UNDERWAY } from '../model/messages.ts';
import {
  WIZARD_STEPS,
  nextWizardStep,
  reachableStep,
  type WizardEvent,
  type WizardInputs,
} from '../model/wizard.ts';
import { amountsAtom, beneficiaryAtom, flowCountryAtom, stepAtom } from '../state.ts';
import { FlashNote } from '@/components/flash-note.tsx';
import { STEP_HEADING_ID, StepFocus } from '@/components/step-heading.tsx';

const NO_MESSAGES: string[] = [];

function Loading({ text }: { text: string }) {
  return (
    <HStack gap="3" role="status">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{text}</Text>
    </HStack>
  );
}

/**
 * The stored flow belongs to the chosen country: another country starts a new flow, once no call
 * of the checkout is under way (a confirm or payment in progress finishes first, and the checkout
 * itself is kept: it knows what was created or confirmed).
 */
function useFlowFor(countryCode: string, underway: boolean) {
  const store = useStore();
  const [flowCountry, setFlowCountry] = useAtom(flowCountryAtom);
  useEffect(() => {
    if (flowCountry === countryCode || underway) return;
    crossBorderFlow.clear(store);
    setFlowCountry(countryCode);
  }, [store, flowCountry, countryCode, setFlowCountry, underway]);
  return flowCountry === countryCode;
}

function SendMoneyOther({
  user,
  destination,
  corridor,
}: {
  user: User;
  destination: Destination;
  corridor: Corridor;
}) {
  const options = useUiOptions();
  const { limits, pending, settled } = useSendEntry();
  const run = usePaymentRun();
  const ready = useFlowFor(destination.code, run.underway);
  const [step, setStep] = useAtom(stepAtom);
  const [amounts, setAmounts] = useAtom(amountsAtom);
  const [beneficiary, setBeneficiary] = useAtom(beneficiaryAtom);
  const [, navigate] = useLocation();
  const leaving = run.state.stage === 'complete';
  const have = { amounts: amounts !== null, beneficiary: beneficiary !== null };
  const shown = reachableStep(step, have);

  const move = (event: WizardEvent, now: WizardInputs = have) => setStep(nextWizardStep(shown, event, now));
  const continueFromAmount = (next: AmountsState) => {
    setAmounts(next);
    move({ type: 'next' }, { ...have, amounts: true });
  };
  const continueFromBeneficiary = (chosen: Beneficiary) => {
    setBeneficiary(chosen);
    move({ type: 'next' }, { ...have, beneficiary: true });
  };

  let screen;
  if (run.recovering) screen = <Loading text={CHECKING_PAYMENT} />;
  else if (leaving) screen = <Loading text={INITIATING_PAYMENT} />;
  else if (!ready && run.underway) screen = <Loading text={PAYMENT_UNDERWAY} />;
  else if (!ready || !options || (shown === 'amount' && !settled))
    screen = <Loading text="Loading the sending options..." />;
  else if (!user.remitter_id)
    screen = (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{NOT_REGISTERED}</Alert.Description>
      </Alert.Root>
    );
  else if (shown === 'amount')
    screen = (
      <AmountStep
        key={destination.code}
        user={user}
        options={options}
        corridor={corridor}
        countryName={destination.name}
        limits={limits.data}
        pending={pending.data}
        onContinue={continueFromAmount}
        onBack={() => navigate(routes.countrySelection.pattern)}
      />
    );
  else if (shown === 'beneficiary' && amounts)
    screen = (
      <BeneficiaryStep
        corridor={corridor}
        amounts={amounts}
        onBack={() => move({ type: 'back' })}
        onContinue={continueFromBeneficiary}
      />
    );
  else if (amounts && beneficiary)
    screen = (
      <ConfirmationStep
        user={user}
        options={options}
        corridor={corridor}
        amounts={amounts}
        beneficiary={beneficiary}
        run={run}
        onBack={() => move({ type: 'back' })}
      />
    );

  return (
    <Stack gap="5" py="6">
      <Heading as="h1" size="xl">
        Send Money
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <FlowSteps label="Send money steps" steps={WIZARD_STEPS} current={leaving ? 'confirmation' : shown} />
        <Stack as="section" aria-labelledby={STEP_HEADING_ID} minW="0" gap="5">
          <DestinationLine destination={destination} disabled={run.underway || leaving} />
          <FlashNote path={routes.sendMoneyOther.pattern} />
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{SELF_TRANSFER_WARNING_SA}</Alert.Description>
          </Alert.Root>
          <ErrorBanner
            messages={run.notice?.messages ?? NO_MESSAGES}
            onDismiss={run.dismissNotice}
            timeoutMs={run.notice?.timeoutMs}
          />
          <StepFocus step={shown}>
            <Suspense fallback={<Loading text="Loading the next step..." />}>{screen}</Suspense>
          </StepFocus>
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * /send-money-other: an SA sender's transfer to a partner country, in three steps. Without a
 * chosen country (or with Zimbabwe) the sender is sent to choose one (or to /send-money).
 */
export default function SendMoneyOtherPage() {
  const user = useAtomValue(sessionUserAtom);
  const destination = useAtomValue(selectedDestinationAtom);
  const redirect = useSendPageRedirect('other');
  if (!user || redirect || !destination?.corridor) return null;
  return <SendMoneyOther user={user} destination={destination} corridor={destination.corridor} />;
}
