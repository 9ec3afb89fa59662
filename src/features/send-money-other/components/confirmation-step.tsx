import { useEffect } from 'react';
import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Beneficiary, Corridor, UiOptions, User } from '@/api/contract.ts';
import { DetailList } from '@/components/detail-list.tsx';
import { beneficiaryMobile, beneficiaryName } from '@/features/beneficiaries';
import { CHECKING_EARLIER, createdFor } from '@/features/payments';
import { PaymentDeclaration } from '@/remittance/components/payment-declaration.tsx';
import { formatMoney, formatRate } from '@/lib/money.ts';
import { useOnline } from '@/lib/use-online.ts';
import type { PaymentRun } from '../hooks/use-payment-run.ts';
import { usePaymentActions } from '../hooks/use-payment-actions.ts';
import type { AmountsState } from '../model/amount-form.ts';
import { deliveryCards } from '../model/delivery.ts';
import {
  CHARGES_RECEIVED,
  GETTING_CHARGES,
  INITIATING_PAYMENT,
  PROCESSING_TRANSACTION,
  STEP_CONFIRMATION,
} from '../model/messages.ts';
import { crossBorderRate } from '../model/rate.ts';
import { quoteDifferences } from '../model/summary.ts';
import { transactionInputsKey } from '../model/transaction-request.ts';
import { StepHeading } from '@/components/step-heading.tsx';

export interface ConfirmationStepProps {
  user: User;
  options: UiOptions;
  corridor: Corridor;
  amounts: AmountsState;
  beneficiary: Beneficiary;
  run: PaymentRun;
  onBack: () => void;
}

/** What the flow is doing now, in words (doc 1 §4's stage texts). */
function stageText(run: PaymentRun, created: boolean): string | null {
  switch (run.state.stage) {
    case 'create':
      return GETTING_CHARGES;
    case 'look-up':
      return CHECKING_EARLIER;
    case 'confirm':
      return PROCESSING_TRANSACTION;
    case 'initiate':
    case 'complete':
      return INITIATING_PAYMENT;
    case null:
      return created && run.state.failed === null ? CHARGES_RECEIVED : null;
  }
}

/** Step 3, Confirmation: the created transaction's figures, the declaration and Make Payment. */
export function ConfirmationStep({
  user,
  options,
  corridor,
  amounts,
  beneficiary,
  run,
  onBack,
}: ConfirmationStepProps) {
  const online = useOnline();
  const { underway, state } = run;
  const { enter, prepare, makePayment, canPay, back } = usePaymentActions(state);
  // Paying (confirm, then the payment page): the declaration and Back are locked; creating is not paying.
  const paying = underway && state.stage !== 'create';

  // The transaction is created once on entering (not again for the same amounts and beneficiary).
  const inputs = transactionInputsKey(amounts, beneficiary.beneficiary_id, corridor.code);
  const receive = amounts.amount_to_receive;
  useEffect(() => {
    prepare();
    enter(inputs, beneficiary, receive);
  }, [prepare, enter, inputs, beneficiary, receive]);

  // Only the transaction made for what this screen shows: never another's figures.
  const created = createdFor(state, inputs);
  const pay = created?.remitter_pay_amount ?? null;
  const receiving = created?.destination_amount ?? null;
  const delivery = deliveryCards(corridor).find((card) => card.id === amounts.deliveryOption)?.label ?? '';
  const method =
    options.payment_methods.sa.find((m) => m.id === amounts.payment_method)?.name ?? amounts.payment_method;
  const purpose =
    options.purpose_of_remittance.sa.find((p) => p.id === amounts.purpose)?.purpose ?? amounts.purpose;
  const differences = created ? quoteDifferences(amounts, created) : [];
  const status = stageText(run, created !== null);
  const canRetryCreate = !created && !underway && state.stage !== 'complete';
  const summary = [
    { label: 'Country', value: corridor.name },
    { label: 'Beneficiary', value: beneficiaryName(beneficiary) },
    { label: 'Mobile', value: beneficiaryMobile(beneficiary) },
    ...(amounts.deliveryOption === 'bank'
      ? [
          { label: 'Account number', value: beneficiary.account_number || '—' },
          { label: 'Bank', value: beneficiary.bank_name || beneficiary.bank_code || '—' },
        ]
      : []),
    { label: 'Delivery option', value: delivery },
    { label: 'Payment method', value: method },
    { label: 'Purpose', value: purpose },
    {
      label: 'Amount to be received',
      value:
        receiving !== null
          ? formatMoney(receiving, created?.destination_currency ?? amounts.destination_currency)
          : '…',
    },
    {
      label: 'Rate',
      value:
        receiving !== null && pay !== null
          ? formatRate(
              // The detail view's form of the same rule: dest_amount / (remitt_pay - 50).
              crossBorderRate(receiving, { source_amount: pay, total_charges: 0, tax: 0 }),
            )
          : '…',
    },
    { label: 'Charges', value: formatMoney(amounts.charges.total_charges, amounts.source_currency) },
    {
      label: 'Total to pay',
      value:
        pay !== null ? (
          <strong>{formatMoney(pay, created?.source_currency ?? amounts.source_currency)}</strong>
        ) : (
          '…'
        ),
    },
  ];

  return (
    <Stack gap="5">
      <StepHeading>{STEP_CONFIRMATION}</StepHeading>
      {/* The live region is there from the start, so each stage's text is read out as it comes. */}
      <Box minH="6" role="status" aria-live="polite" aria-atomic="true">
        {status && (
          <HStack gap="2">
            {(underway || state.stage === 'complete') && <Spinner size="sm" aria-hidden="true" />}
            <Text fontWeight="semibold">{status}</Text>
          </HStack>
        )}
      </Box>
      <Box as="section" aria-label="Transaction summary" borderWidth="1px" borderRadius="l3" p="4">
        <DetailList items={summary} />
      </Box>
      {differences.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            {differences.map((note) => (
              <Alert.Description key={note}>{note}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      )}
      {canRetryCreate && (
        <Button
          alignSelf="start"
          variant="outline"
          onClick={() => enter(inputs, beneficiary, receive, true)}
          disabled={!online}
        >
          Try again
        </Button>
      )}
      <PaymentDeclaration
        options={options}
        country={user.country}
        locked={paying}
        underway={underway}
        canPay={canPay(inputs) && !underway}
        onBack={() => {
          // A confirmed transaction cannot be changed: the sender is taken to it instead.
          if (!back()) onBack();
        }}
        onPay={() => makePayment(inputs)}
      />
    </Stack>
  );
}
