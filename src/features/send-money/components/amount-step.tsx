import { readReferralCode } from '@/features/auth';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { Button, Stack } from '@chakra-ui/react';
import { FormProvider, useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import type { Country, LimitsResult, PendingTransactionsResult, UiOptions, User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { LazyRateAlert } from '@/features/rate-alerts';
import { FormRootError } from '@/components/form-root-error.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { useOnline } from '@/lib/use-online.ts';
import { chargesErrorMessages } from '@/remittance/api/get-charges.ts';
import { useQuote } from '../hooks/use-quote.ts';
import { EMPTY_AMOUNT_FORM, withDefaults, type AmountFormValues } from '../model/amount-form.ts';
import { calculateBlocked, checkAmount } from '../model/amount-check.ts';
import { sourceCurrencyFor } from '@/remittance/amount/currency.ts';
import { chargesRequest } from '../model/charges-request.ts';
import { complianceHold } from '@/remittance/model/pending.ts';
import type { Quote } from '../model/quote.ts';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { amountFormAtom } from '../state.ts';
import { AmountFields } from './amount-fields.tsx';
import { AmountMessages, AmountMessagesStyles } from './amount-messages.tsx';
import { AmountNotices } from './amount-notices.tsx';
import { AccountNotices } from '@/remittance/components/account-notices.tsx';
import { preloadLaterSteps } from './later-steps.tsx';
import { QuoteSummary } from './quote-summary.tsx';
import { StepHeading } from '@/components/step-heading.tsx';
import { asyncHandler } from '@/lib/async-handler.ts';

/**
 * The checks load when Calculate is first pressed (or touched, or focused), not with the page: no
 * keystroke runs them before the first Calculate.
 */
const loadChecks = () => import('../model/amount-resolver.ts').then((module) => module.amountResolver);
const resolver = lazyResolver<AmountFormValues>(loadChecks);
const preloadChecks = () => void loadChecks().catch(() => undefined);

export interface AmountStepProps {
  user: User;
  options: UiOptions;
  limits: LimitsResult | undefined;
  pending: PendingTransactionsResult | undefined;
  onContinue: () => void;
}

/** The fields do not depend on what is typed: a keystroke does not render them again. */
const Fields = memo(AmountFields);

interface LiveProps {
  control: Control<AmountFormValues>;
  user: User;
  options: UiOptions;
  limits: LimitsResult | undefined;
  hold: boolean;
  online: boolean;
  quote: Quote | null;
  calculating: boolean;
  onContinue: () => void;
}

/** The messages render again only when the check or the quote changed. */
const Messages = memo(AmountMessages);

/** Calculate, rendered again only when its state changes (not on every keystroke). */
const CalculateButton = memo(function CalculateButton({
  loading,
  disabled,
}: {
  loading: boolean;
  disabled: boolean;
}) {
  return (
    <Button
      type="submit"
      alignSelf={{ base: 'stretch', sm: 'start' }}
      loading={loading}
      onPointerDown={preloadChecks}
      onFocus={preloadChecks}
      disabled={disabled}
    >
      Calculate
    </Button>
  );
});

/**
 * What follows the typed values: the amount's messages, Calculate's state and the quote. The only
 * part of the step a keystroke renders again, and it follows the typing a frame behind (React's
 * deferred value): the digit shows at once, the messages in the next render, which a faster
 * typist's next key may interrupt. So typing stays quick on a slow phone. Calculate checks the
 * submitted values again, so a press between the two renders never sends what the rules refuse.
 */
function AmountLive({
  control,
  user,
  options,
  limits,
  hold,
  online,
  quote,
  calculating,
  onContinue,
}: LiveProps) {
  const watched = useDeferredValue(useWatch({ control }));
  const values = useMemo(() => ({ ...EMPTY_AMOUNT_FORM, ...watched }) as AmountFormValues, [watched]);
  // Between the press and the quote request (the checks may still be loading on a slow link).
  const { isSubmitting } = useFormState({ control });
  const check = useMemo(
    () => checkAmount({ values, user, options, limits }),
    [values, user, options, limits],
  );
  const blocked = calculateBlocked(check, hold);
  return (
    <>
      <Messages check={check} currency={values.destination_currency} quote={quote} />
      <CalculateButton loading={calculating || isSubmitting} disabled={blocked || !online} />
      <OfflineNote action="calculate the charges" />
      {quote && (
        <QuoteSummary
          onShow={preloadLaterSteps}
          quote={quote}
          sourceCurrency={check.sourceCurrency}
          destinationCurrency={values.destination_currency}
          rates={options.rates}
          onContinue={onContinue}
        />
      )}
    </>
  );
}

/**
 * 'Watch the rate' for the corridor the step is about: the sender's currency to the chosen one (the
 * first the options list until one is chosen). Beside the form, not in it; it follows only the
 * currency, so typing an amount never renders it.
 */
function AmountRateAlert({
  control,
  country,
  options,
}: {
  control: Control<AmountFormValues>;
  country: Country;
  options: UiOptions;
}) {
  const chosen = useWatch({ control, name: 'destination_currency' });
  const destination = chosen || (options.receiving_currencies[0]?.currency ?? '');
  return (
    <LazyRateAlert source={sourceCurrencyFor(country)} destination={destination} rates={options.rates} />
  );
}

/** Step 1: the amount, the options, Calculate and the quote; 'Watch the rate' after them. */
export function AmountStep({ user, options, limits, pending, onContinue }: AmountStepProps) {
  const online = useOnline();
  const jotai = useStore();
  const store = useSetAtom(amountFormAtom);
  const [initial] = useState(() =>
    withDefaults({ ...EMPTY_AMOUNT_FORM, ...jotai.get(amountFormAtom) }, user.country, options),
  );
  const form = useForm<AmountFormValues>({ resolver, defaultValues: initial });
  const quote = useQuote();
  const { invalidate } = quote;
  // One array per error, so the banner's 9 s timer is not restarted by every re-render.
  const chargesMessages = useMemo(
    () => (quote.error ? chargesErrorMessages(quote.error) : []),
    [quote.error],
  );

  const { subscribe } = form;
  useEffect(() => {
    store(initial);
    let last = JSON.stringify(initial);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const next = { ...EMPTY_AMOUNT_FORM, ...values };
        const text = JSON.stringify(next);
        if (text === last) return; // a form-state update that changed no value
        last = text;
        store(next);
        invalidate();
      },
    });
  }, [subscribe, store, initial, invalidate]);

  const hold = complianceHold(pending);

  const submit = form.handleSubmit((submitted) => {
    const now = checkAmount({ values: submitted, user, options, limits });
    if (!online || calculateBlocked(now, hold)) return;
    void quote.calculate(chargesRequest(submitted, user.country, now.receive, readReferralCode()));
  });

  return (
    <Stack gap="5">
      <StepHeading>Amount to Send</StepHeading>
      <AmountNotices country={user.country} />
      <AccountNotices user={user} options={options} pending={pending} />
      <ErrorBanner
        messages={chargesMessages}
        onDismiss={quote.clearError}
        timeoutMs={SEND_ERROR_MS.charges}
      />
      <FormRootError form={form} />
      <AmountMessagesStyles />
      <FormProvider {...form}>
        <form noValidate onSubmit={asyncHandler(submit)}>
          <Stack gap="4">
            <Fields country={user.country} options={options} />
            <AmountLive
              control={form.control}
              user={user}
              options={options}
              limits={limits}
              hold={hold}
              online={online}
              quote={quote.quote}
              calculating={quote.loading}
              onContinue={onContinue}
            />
          </Stack>
        </form>
      </FormProvider>
      <AmountRateAlert control={form.control} country={user.country} options={options} />
    </Stack>
  );
}
