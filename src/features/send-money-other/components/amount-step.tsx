import { memo, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAtom, useStore } from 'jotai';
import { Alert, Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { Corridor, LimitsResult, PendingTransactionsResult, UiOptions, User } from '@/api/contract.ts';
import { ErrorBanner } from '@/components/error-banner.tsx';
import { FormRootError } from '@/components/form-root-error.tsx';
import { FormField } from '@/components/form-field.tsx';
import { OfflineNote } from '@/components/offline-note.tsx';
import { callErrorMessages } from '@/features/payments';
import { LazyRateAlert } from '@/features/rate-alerts';
import { AccountNotices } from '@/remittance/components/account-notices.tsx';
import { SEND_ERROR_MS } from '@/remittance/model/timers.ts';
import { complianceHold } from '@/remittance/model/pending.ts';
import { getCharges } from '@/remittance/api/get-charges.ts';
import { upgradeRequired } from '@/remittance/model/account-rules.ts';
import { SelectField } from '@/components/select-field.tsx';
import { errorText } from '@/lib/api-error.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { toAmount } from '@/lib/money.ts';
import { useCall } from '@/lib/use-call.ts';
import { useOnline } from '@/lib/use-online.ts';
import { clearCharges } from '../api/clear-charges.ts';
import { currencyCode, getCurrencies } from '../api/get-currencies.ts';
import { usePartnerList } from '@/remittance/hooks/use-partner-list.ts';
import {
  amountsState,
  chargesRequest,
  clearRequest,
  currencyFor,
  initialAmountForm,
  paymentMethodsFor,
  SOURCE_CURRENCY,
  type AmountFormValues,
  type AmountsState,
} from '../model/amount-form.ts';
import { availableOptions, deliveryFor } from '../model/delivery.ts';
import { filterAmountInput } from '../model/maximums.ts';
import { CHARGES_FETCH_FAILED, CURRENCIES_FAILED, NO_CURRENCIES, STEP_AMOUNT } from '../model/messages.ts';
import { tierLimitProblem } from '../model/tier-limit.ts';
import { amountFormAtom, chargesAtom } from '../state.ts';
import { ChargesSummary } from './charges-summary.tsx';
import { DeliveryField } from './delivery-field.tsx';
import { preloadLaterSteps } from './later-steps.tsx';
import { StepHeading } from '@/components/step-heading.tsx';

export interface AmountStepProps {
  user: User;
  options: UiOptions;
  corridor: Corridor;
  /** The destination country's name. */
  countryName: string;
  limits: LimitsResult | undefined;
  pending: PendingTransactionsResult | undefined;
  onContinue: (amounts: AmountsState) => void;
  onBack: () => void;
}

/** 'Watch the rate' for the chosen currency (none without a UI-options rate); not rendered by typing. */
const WatchRate = memo(LazyRateAlert);

const loadChecks = () => import('../model/amount-schema.ts').then((module) => module.amountResolverFor);
const preloadChecks = () => void loadChecks().catch(() => undefined);

/** Step 1, Amount & Delivery: the delivery, currency, amount to receive and options; Get Charges. */
export function AmountStep(props: AmountStepProps) {
  const { user, options, corridor, countryName, limits, pending, onContinue, onBack } = props;
  const online = useOnline();
  const store = useStore();
  const [initial] = useState(() => initialAmountForm(store.get(amountFormAtom), corridor));
  // The checks load when Get Charges is first pressed (or touched), not with the page.
  const resolver = useMemo(
    () => lazyResolver<AmountFormValues>(() => loadChecks().then((checks) => checks(corridor, countryName))),
    [corridor, countryName],
  );
  const form = useForm<AmountFormValues>({ resolver, defaultValues: initial });
  const [charges, setCharges] = useAtom(chargesAtom);
  const chargesCall = useCall(getCharges);
  const { run: runCharges, reset: resetCharges } = chargesCall;
  const revision = useRef(0);
  const currencies = usePartnerList(getCurrencies, corridor.code);

  // What is typed is kept (a reload, going offline); any change clears the charges.
  const { subscribe, setValue, getValues } = form;
  useEffect(() => {
    store.set(amountFormAtom, initial);
    let last = JSON.stringify(initial);
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const text = JSON.stringify(values);
        if (text === last) return;
        last = text;
        store.set(amountFormAtom, values as AmountFormValues);
        revision.current += 1;
        store.set(chargesAtom, null);
        resetCharges();
      },
    });
  }, [subscribe, store, initial, resetCharges]);

  // The country's delivery options as the corridor now states them: one it no longer offers is
  // dropped (its single option, if any, chosen instead), and with it the charges.
  useEffect(() => {
    const held = getValues('deliveryOption');
    const next = deliveryFor(held, corridor);
    if (next !== held) setValue('deliveryOption', next);
  }, [corridor, getValues, setValue]);

  // The receiving currency is one the country offers (its single one chosen for the sender): a
  // currency kept from before that it does not offer is dropped once its list is known.
  const offeredCurrencies = useMemo(() => currencies.list?.map(currencyCode), [currencies.list]);
  useEffect(() => {
    if (!offeredCurrencies) return;
    const held = getValues('destination_currency');
    const next = currencyFor(held, offeredCurrencies);
    if (next !== held) setValue('destination_currency', next);
  }, [offeredCurrencies, getValues, setValue]);

  const hold = complianceHold(pending);
  const mustUpgrade = upgradeRequired(user);
  // A country with no delivery option says so at once (DeliveryField); there is nothing to charge.
  const noDelivery = availableOptions(corridor).length === 0;
  const blocked = hold || mustUpgrade || !online || noDelivery;

  const getChargesFor = async (values: AmountFormValues) => {
    if (blocked) return;
    const asked = revision.current;
    store.set(chargesAtom, null);
    const answer = await runCharges(chargesRequest(values, countryName));
    if (answer && asked === revision.current) setCharges(answer);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(getChargesFor)(event);

  const clear = useCallback(() => {
    // The server is told, and the charges are cleared here whatever it answers.
    void clearCharges(clearRequest(getValues(), store.get(chargesAtom))).catch(() => undefined);
    revision.current += 1;
    setCharges(null);
    resetCharges();
  }, [getValues, store, setCharges, resetCharges]);

  const amountField = form.register('amount');
  const amount = toAmount(useWatch({ control: form.control, name: 'amount' }));
  const limitProblem =
    charges && amount !== undefined
      ? tierLimitProblem({ user, options, limits, sourceAmount: charges.source_amount })
      : null;
  const proceed = () => {
    if (!charges || limitProblem) return;
    const amounts = amountsState(getValues(), charges);
    if (amounts) onContinue(amounts);
  };

  const chargesMessages = useMemo(
    () => (chargesCall.error ? callErrorMessages(chargesCall.error, CHARGES_FETCH_FAILED) : []),
    [chargesCall.error],
  );
  // The select offers what the form holds from its first render: while the country's currencies
  // load, the one kept from before (else the select would show its placeholder over a held value).
  const heldCurrency = useWatch({ control: form.control, name: 'destination_currency' });
  const currencyOptions = currencies.list
    ? currencies.list.map((item) => ({
        value: currencyCode(item),
        label: item.name ? `${item.name} (${currencyCode(item)})` : currencyCode(item),
      }))
    : heldCurrency
      ? [{ value: heldCurrency, label: heldCurrency }]
      : [];
  const methods = paymentMethodsFor(options).map((method) => ({ value: method.id, label: method.name }));
  const purposes = options.purpose_of_remittance.sa.map((item) => ({ value: item.id, label: item.purpose }));
  const currencyNote = currencies.error
    ? errorText(currencies.error, { server: CURRENCIES_FAILED })
    : currencies.list?.length === 0
      ? NO_CURRENCIES
      : null;

  return (
    <Stack gap="5">
      <StepHeading>{STEP_AMOUNT}</StepHeading>
      <AccountNotices user={user} options={options} pending={pending} />
      <ErrorBanner
        messages={chargesMessages}
        onDismiss={chargesCall.clearError}
        timeoutMs={SEND_ERROR_MS.charges}
      />
      <FormRootError form={form} />
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <DeliveryField corridor={corridor} countryName={countryName} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="destination_currency"
                label="Receiving currency"
                required
                placeholder={currencies.list ? 'Select a currency' : 'Loading currencies...'}
                options={currencyOptions}
              />
              <FormField name="amount" label="Amount to receive" required>
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...amountField}
                  onChange={(event) => {
                    // Digits and one decimal point only, whatever was typed or pasted.
                    event.target.value = filterAmountInput(event.target.value);
                    // react-hook-form's onChange validates and keeps its errors; nothing to wait for.
                    void amountField.onChange(event);
                  }}
                />
              </FormField>
              <SelectField
                name="payment_method"
                label="Payment method"
                required
                placeholder="Select a payment method"
                options={methods}
              />
              <SelectField
                name="purpose"
                label="Purpose"
                required
                placeholder="Select a purpose"
                options={purposes}
              />
              <FormField name="promo_code" label="Promo code">
                <Input autoComplete="off" {...form.register('promo_code')} />
              </FormField>
            </SimpleGrid>
            {currencyNote && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{currencyNote}</Alert.Description>
                {currencies.error && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => void currencies.retry()}
                    disabled={!online}
                  >
                    Retry
                  </Button>
                )}
              </Alert.Root>
            )}
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="space-between">
              <Button variant="outline" onClick={onBack}>
                Back
              </Button>
              <Button
                type="submit"
                loading={chargesCall.loading || form.formState.isSubmitting}
                disabled={blocked}
                onPointerDown={preloadChecks}
                onFocus={preloadChecks}
              >
                Get Charges
              </Button>
            </Stack>
            <OfflineNote action="get the charges" />
            {charges && amount !== undefined && (
              <ChargesSummary
                charges={charges}
                amount={amount}
                limitProblem={limitProblem}
                onClear={clear}
                onContinue={proceed}
                onShow={preloadLaterSteps}
              />
            )}
          </Stack>
        </form>
      </FormProvider>
      <WatchRate source={SOURCE_CURRENCY} destination={heldCurrency} rates={options.rates} />
    </Stack>
  );
}
